/**
 * Points the tenant's SMTP settings at a test mail server, through the settings API as an
 * administrator would (GET .../get, then POST .../save with the whole body back). `call` sends
 * one JSON request with the admin's bearer token and answers status and body: inject in the API
 * tests, fetch against the running product in the browser tests.
 */
export type JsonCall = (
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

export const SETTINGS_API = '/api/providersettings/saastenancysettings';

export interface SmtpTarget {
  host: string;
  port: number;
  username?: string;
  /** Sent only when given: a save without it keeps the stored one. */
  password?: string;
}

export async function configureSmtp(call: JsonCall, smtp: SmtpTarget | null): Promise<void> {
  const current = await call('GET', `${SETTINGS_API}/get`);
  if (current.status !== 200) throw new Error(`settings get: ${current.status} ${JSON.stringify(current.body)}`);
  const body = {
    ...(current.body as Record<string, unknown>),
    smtpMailServer: smtp?.host ?? '',
    smtpPort: smtp?.port ?? null,
    smtpUsername: smtp?.username ?? '',
    ...(smtp?.password !== undefined ? { smtpPassword: smtp.password } : {}),
  };
  const saved = await call('POST', `${SETTINGS_API}/save`, body);
  if (saved.status !== 200) throw new Error(`settings save: ${saved.status} ${JSON.stringify(saved.body)}`);
}

/** A JsonCall against a running product, signed in as the demo administrator. */
export async function productCall(baseURL: string): Promise<JsonCall> {
  const login = await fetch(`${baseURL}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async (method, url, body) => {
    const res = await fetch(`${baseURL}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
}
