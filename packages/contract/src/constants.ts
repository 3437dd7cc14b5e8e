/** Business constants of spec §9 — the one place they are written down. */

export const SUCCESS_CODE = 200;
export const DEFAULT_ANNUAL = 2023;

export const NAVIGATION_THROTTLE_MS = 300;
export const DEFAULT_THROTTLE_MS = 500;
export const TOAST_DURATION_MS = 1500;
export const EXPIRY_TOAST_DELAY_MS = 500;

export const DEFAULT_LOADING_TEXT = '加载中';
export const DEFAULT_PAGE_TITLE = '卫士端';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const ASYNC_PAGE_DELAY_MS = 200;
export const ASYNC_PAGE_TIMEOUT_MS = 60_000;

export const TAB_BAR_COLORS = {
  background: '#F8F8F8',
  selected: '#007aff',
  inactive: '#999',
} as const;

/** User-facing texts of the spec's error catalogue (§8). */
export const MESSAGES = {
  loginExpired: '登录过期',
  loginExpiredModal: '登录过期,请重新登录',
  previewUnsupported: '当前类型文件暂不支持预览',
  filePreviewFailed: '文件预览失败',
  imagePreviewFailed: '图片预览失败',
  chunkLoadFailed: 'Loading chunk failed',
} as const;

/** Path prefixes of spec §7; the client picks one per call. */
export const API_PREFIX = {
  default: '/proxy',
  anti: '/AntiProxy',
  file: '/fileProxy',
} as const;
export type ApiPrefix = (typeof API_PREFIX)[keyof typeof API_PREFIX];

/** Document preview (spec §5). */
export const DOCUMENT_PREVIEW_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'wps'] as const;
export const IMAGE_PREVIEW_TYPES = ['png', 'jpg'] as const;

/** Login credentials policy (DESIGN §2, defaults). */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const SMS_CODE_MAX_TRIES = 5;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 15 * 60_000;
/** Session idle timeout and absolute lifetime by default; the server's SESSION_IDLE_MINUTES / SESSION_MAX_HOURS override them. */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** An openid (the auto-login credential) unused this long logs in no more; the next auth code issues a new one. */
export const OPENID_MAX_IDLE_MS = 30 * 24 * 60 * 60_000;
export const DOWNLOAD_TICKET_TTL_MS = 60_000;

/**
 * Where index.html's first-screen script (first-screen.ts) leaves the auth-code exchange it started
 * before the app's JavaScript arrived: `{ code, answer }`, the code and the fetch of its answer.
 */
export const EARLY_CODE_LOGIN_GLOBAL = '__afpEarlyCodeLogin';
