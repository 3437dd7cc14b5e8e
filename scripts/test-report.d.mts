export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
}
export declare function countReport(
  report: VitestReport,
  exitStatus: number | null,
): { passed: number; failed: number; skipped: number; failedFiles: string[] };
export declare const opensDatabase: (source: string) => boolean;
export declare function databaseSuites(root: string): string[];
