import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeVendorState } from './fake-vendor-state.ts';

/** One request as a fake vendor saw it, so tests can count and inspect vendor traffic. */
export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Form or JSON body fields, when the request had a body. */
  body: Record<string, string>;
}

/**
 * Ways a fake vendor can misbehave: an HTTP error page, a non-JSON 200, or never answering
 * (for timeouts). `undefined` restores normal service.
 */
export type FakeOutage = 'http-500' | 'non-json' | 'hang' | undefined;

export interface LoopbackServer {
  baseUrl: string;
  calls: FakeCall[];
  setOutage(outage: FakeOutage): void;
  close(): Promise<void>;
}

export type FakeHandler = (request: FakeCall & { headers: IncomingHttpHeaders }) => { status?: number; json: unknown };

/**
 * A JSON HTTP server on 127.0.0.1 with an ephemeral port, recording each call before `handle`
 * answers it. Shared by the fake vendors so each only describes its endpoints.
 */
export async function startLoopbackServer(handle: FakeHandler): Promise<LoopbackServer> {
  const calls: FakeCall[] = [];
  let outage: FakeOutage;
  const server = createServer((req, res) => {
    void serve(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const call: FakeCall = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: parseBody(req.headers['content-type'], await readBody(req)),
    };
    calls.push(call);
    if (outage === 'hang') return; // the socket stays open until close()
    if (outage === 'http-500') return sendRaw(res, 500, 'text/html', '<html>502 Bad Gateway</html>');
    if (outage === 'non-json') return sendRaw(res, 200, 'text/html', '<html>maintenance</html>');
    const reply = handle({ ...call, headers: req.headers });
    send(res, reply.status ?? 200, reply.json);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    setOutage(next) {
      outage = next;
    },
    close() {
      // Hanging requests would otherwise keep close() waiting forever.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(contentType: string | undefined, text: string): Record<string, string> {
  if (text === '') return {};
  if (contentType?.includes('application/json')) {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    // Nested values (a work notice's msg) stay readable as JSON text.
    const asText = (value: unknown) =>
      typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, asText(value)]));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function send(res: ServerResponse, status: number, json: unknown) {
  sendRaw(res, status, 'application/json;charset=utf-8', JSON.stringify(json));
}

function sendRaw(res: ServerResponse, status: number, contentType: string, text: string) {
  res.writeHead(status, { 'content-type': contentType });
  res.end(text);
}

export interface FakeDingTalkUser {
  userid: string;
  name: string;
}

export interface FakeDingTalkOptions {
  appKey: string;
  appSecret: string;
  /** Auth codes the fake will accept once each. */
  users?: Record<string, FakeDingTalkUser>;
  /** Seconds, as reported in expires_in. */
  tokenExpiresIn?: number;
  /** The app's agent id; work notices naming another are refused. */
  agentId?: string;
}

/** A work notice the fake accepted: its recipients and text. */
export interface FakeWorkNotice {
  userIds: string[];
  content: string;
}

/** A fake workplace app (DingTalk here, 浙政钉 in fake-zwding.ts) as tests drive it. */
export interface FakeWorkplaceApp<User> extends LoopbackServer {
  /** Mints a one-time auth code, as the client's requestAuthCode / getAuthCode would. */
  issueCode(code: string, user: User): void;
  /** Makes every token issued so far expired, as if their lifetime had passed on the vendor side. */
  expireTokens(): void;
  /** The jsapi ticket (浙政钉: the authConfig ticket) most recently issued. */
  readonly lastTicket: string | undefined;
  /** Work notices accepted, in order (浙政钉: userIds are the receivers' accountIds). */
  readonly workNotices: FakeWorkNotice[];
}

/** A to-do 待办 the fake holds (v1.0 todo API), as the user's DingTalk would list it. */
export interface FakeTodo {
  id: string;
  unionId: string;
  subject: string;
  dueTime: number | undefined;
  appUrl: string | undefined;
  done: boolean;
}

export type FakeDingTalk = FakeWorkplaceApp<FakeDingTalkUser> & {
  /** To-dos created through the v1.0 API, in order. */
  readonly todos: FakeTodo[];
};

/** The unionId the fake answers for a userid (topapi/v2/user/get). */
export const fakeUnionIdOf = (userid: string): string => `union-${userid}`;

const TODO_TASKS = /^\/v1\.0\/todo\/users\/([^/]+)\/tasks(?:\/([^/]+))?$/;

/** asyncsend_v2's userid_list limit. */
const WORK_NOTICE_MAX_USERS = 100;

/**
 * A stand-in for oapi.dingtalk.com with the behaviour the provider relies on: app credentials
 * checked, auth codes single-use, access tokens that expire, a jsapi ticket per token request.
 */
export async function startFakeDingTalk(options: FakeDingTalkOptions): Promise<FakeDingTalk> {
  const state = fakeVendorState('dt', options.users);
  const todos: FakeTodo[] = [];
  const expiresIn = options.tokenExpiresIn ?? 7200;

  /** undefined when the token is good, else the vendor's refusal. */
  function refuseToken(token: string | undefined) {
    const tokenState = state.tokenState(token);
    if (tokenState === 'live') return undefined;
    if (tokenState === 'expired') return { json: { errcode: 42001, errmsg: 'access_token超时' } };
    return { json: { errcode: 40014, errmsg: '不合法的access_token' } };
  }

  const server = await startLoopbackServer((call) => {
    if (call.method === 'GET' && call.path === '/gettoken') {
      if (call.query.appkey !== options.appKey || call.query.appsecret !== options.appSecret) {
        return { json: { errcode: 40089, errmsg: '不合法的corpid或corpsecret' } };
      }
      return { json: { errcode: 0, errmsg: 'ok', access_token: state.issueToken(), expires_in: expiresIn } };
    }
    if (call.method === 'POST' && call.path === '/topapi/v2/user/getuserinfo') {
      const refusal = refuseToken(call.query.access_token);
      if (refusal) return refusal;
      const user = state.takeCode(call.body.code ?? '');
      if (!user)
        return { json: { errcode: 40078, errmsg: '不存在的临时授权码', request_id: `req-${state.nextSerial()}` } };
      return {
        json: {
          errcode: 0,
          errmsg: 'ok',
          result: { userid: user.userid, name: user.name, unionid: `union-${user.userid}`, sys: false, sys_level: 0 },
          request_id: `req-${state.nextSerial()}`,
        },
      };
    }
    if (call.method === 'GET' && call.path === '/get_jsapi_ticket') {
      const refusal = refuseToken(call.query.access_token);
      if (refusal) return refusal;
      return { json: { errcode: 0, errmsg: 'ok', ticket: state.issueTicket(), expires_in: expiresIn } };
    }
    if (call.method === 'POST' && call.path === '/topapi/message/corpconversation/asyncsend_v2') {
      const refusal = refuseToken(call.query.access_token);
      if (refusal) return refusal;
      if (options.agentId !== undefined && call.body.agent_id !== options.agentId) {
        return { json: { errcode: 60020, errmsg: '访问ip不在白名单之中或agent_id不正确' } };
      }
      const userIds = (call.body.userid_list ?? '').split(',').filter(Boolean);
      if (userIds.length === 0 || userIds.length > WORK_NOTICE_MAX_USERS) {
        return { json: { errcode: 40035, errmsg: '不合法的参数: userid_list' } };
      }
      const msg = JSON.parse(call.body.msg ?? '{}') as { msgtype?: string; text?: { content?: string } };
      if (msg.msgtype !== 'text' || !msg.text?.content)
        return { json: { errcode: 40035, errmsg: '不合法的参数: msg' } };
      state.workNotices.push({ userIds, content: msg.text.content });
      const taskId = state.nextSerial();
      return { json: { errcode: 0, errmsg: 'ok', task_id: taskId, request_id: `req-${taskId}` } };
    }
    if (call.method === 'POST' && call.path === '/topapi/v2/user/get') {
      const refusal = refuseToken(call.query.access_token);
      if (refusal) return refusal;
      const userid = call.body.userid ?? '';
      if (!userid) return { json: { errcode: 60121, errmsg: '找不到该用户' } };
      return { json: { errcode: 0, errmsg: 'ok', result: { userid, unionid: fakeUnionIdOf(userid) } } };
    }
    const todoPath = TODO_TASKS.exec(call.path);
    if (todoPath) return todoCall(call, todoPath[1]!, todoPath[2]);
    return { status: 404, json: { errcode: 404, errmsg: `no such api ${call.method} ${call.path}` } };
  });

  /** The v1.0 API: the token in a header, errors as HTTP statuses with a code and message. */
  function todoCall(call: FakeCall & { headers: Record<string, unknown> }, unionId: string, taskId?: string) {
    if (state.tokenState(call.headers['x-acs-dingtalk-access-token'] as string | undefined) !== 'live')
      return { status: 401, json: { code: 'InvalidAuthentication', message: '不合法的access_token' } };
    if (call.query.operatorId !== unionId)
      return { status: 400, json: { code: 'invalidParameter', message: 'operatorId' } };
    if (call.method === 'POST' && taskId === undefined) {
      const executors = JSON.parse(call.body.executorIds ?? '[]') as string[];
      if (!call.body.subject || !executors.includes(unionId))
        return { status: 400, json: { code: 'invalidParameter', message: 'subject / executorIds' } };
      const detail = JSON.parse(call.body.detailUrl ?? '{}') as { appUrl?: string };
      const todo: FakeTodo = {
        id: `todo-${state.nextSerial()}`,
        unionId,
        subject: call.body.subject,
        dueTime: call.body.dueTime === undefined ? undefined : Number(call.body.dueTime),
        appUrl: detail.appUrl,
        done: false,
      };
      todos.push(todo);
      return { json: { id: todo.id, subject: todo.subject, done: false, createdTime: Date.now() } };
    }
    const todo = todos.find((item) => item.id === taskId && item.unionId === unionId);
    if (call.method === 'PUT' && todo) {
      if (call.body.done === 'true') todo.done = true;
      return { json: { result: true } };
    }
    return { status: 404, json: { code: 'notFound', message: `no todo ${taskId ?? ''}` } };
  }

  // Assigned, not spread: the app's lastTicket is a getter.
  return Object.assign(state.appOf(server), { todos });
}
