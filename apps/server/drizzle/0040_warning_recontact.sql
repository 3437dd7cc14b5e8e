ALTER TABLE "warning_assignment" DROP CONSTRAINT "warning_assignment_return_visit_verdict_check";--> statement-breakpoint
ALTER TABLE "warning_feedback" DROP CONSTRAINT "warning_feedback_result_check";--> statement-breakpoint
ALTER TABLE "warning_assignment" ADD COLUMN "contact_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "warning_assignment" ADD COLUMN "return_visit_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "warning_assignment" ADD COLUMN "next_attempt_due" timestamp with time zone;--> statement-breakpoint
-- 联系不上 became 暂时找不到 (an interim feedback: another attempt follows) and 确实找不到 (a final one); the interim
-- ones already recorded are the assignments' attempts on record.
UPDATE "warning_feedback" SET "result" = CASE WHEN "is_final" THEN '确实找不到' ELSE '暂时找不到' END WHERE "result" = '联系不上';--> statement-breakpoint
UPDATE "warning_assignment" SET "contact_attempts" = attempts.n FROM (SELECT "assignment_id", count(*)::int AS n FROM "warning_feedback" WHERE "result" = '暂时找不到' GROUP BY "assignment_id") AS attempts WHERE "warning_assignment"."id" = attempts."assignment_id";--> statement-breakpoint
ALTER TABLE "warning_assignment" ADD CONSTRAINT "warning_assignment_attempts_check" CHECK (contact_attempts >= 0 and return_visit_attempts >= 0);--> statement-breakpoint
ALTER TABLE "warning_assignment" ADD CONSTRAINT "warning_assignment_return_visit_verdict_check" CHECK ("return_visit_verdict" in ('EFFECTIVE', 'NOT_FOUND', 'MISMATCH', 'DUPLICATE', 'INEFFECTIVE'));--> statement-breakpoint
ALTER TABLE "warning_feedback" ADD CONSTRAINT "warning_feedback_result_check" CHECK ("result" in ('成功劝阻', '未被骗已提醒', '已被骗已报案', '暂时找不到', '确实找不到', '其他'));