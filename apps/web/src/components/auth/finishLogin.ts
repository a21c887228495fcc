import { completeLogin, clearSession } from '../../session.ts';

/** Token → session (user, forbidden list, grade). A failed permission call undoes the login. */
export async function finishLogin(token: string): Promise<string | null> {
  try {
    return await completeLogin(token);
  } catch (error) {
    clearSession();
    throw error;
  }
}
