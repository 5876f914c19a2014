import { fetchJson as defaultFetchJson, type FetchJson } from '../../http';

/**
 * The public account calls (server contract: src/server/account/README.md). Each resolves with
 * the server's sentence for the user (in the UI language: fetchJson sends Accept-Language) and
 * rejects with fetchJson's HttpError (`body.errors` by field on a 400, `detail` otherwise).
 */
export interface SignUpBody {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

async function post(fetchJson: FetchJson, path: string, body: object): Promise<string> {
  const { body: answer } = await fetchJson<{ message?: string }>(path, { method: 'POST', body, sessionCheck: false });
  return answer?.message ?? '';
}

export function accountApi(fetchJson: FetchJson = defaultFetchJson) {
  return {
    signUp: (body: SignUpBody) => post(fetchJson, '/Auth/signup', { ...body, email: body.email.trim().toLowerCase() }),
    confirmEmail: (token: string) => post(fetchJson, '/Auth/confirmemail', { token }),
    forgotPassword: (email: string) => post(fetchJson, '/Auth/forgotpassword', { email: email.trim().toLowerCase() }),
    resetPassword: (token: string, password: string) => post(fetchJson, '/Auth/resetpassword', { token, password }),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
