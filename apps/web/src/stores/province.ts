import { findProvince } from '@zhiyuan/shared';
import type { ScoreProfile } from '@zhiyuan/shared';
import { editProfile, ipInfo } from '../api/accounts.ts';
import { userInfo as fetchUserInfo } from '../api/auth.ts';
import { errorMessage } from '../api/http.ts';
import { feedback } from '../feedback.ts';
import { t } from '../i18n/index.ts';
import { knownProvince, useAppStore } from './app.ts';
import { getToken } from './storage.ts';
import { useLoginStore, type UserInfo } from './login.ts';

/**
 * One source for the exam province (issue 16 item 4): the signed-in user's profile. A visitor's
 * choice is kept locally (app store + localStorage) and becomes the profile's at login, unless
 * the profile has one already: then the profile wins and the local one follows. Every page reads
 * `useAppStore(s => s.province)`, which this module keeps equal to the profile's.
 */

let saving: Promise<void> | null = null;

/** POST /user/edit { province } (the strict body takes it alone) and keep the answer as the user. */
async function saveToProfile(province: string): Promise<void> {
  const answer = await editProfile({ province });
  if (!answer.success) throw new Error(answer.message);
  useLoginStore.getState().setUser(answer.result);
}

/**
 * Follows the signed-in user's profile: its province is shown everywhere; a profile without one
 * takes the province the visitor had (what the header showed) at login.
 */
export function followProfile(user: UserInfo | null): void {
  if (!user || !getToken()) return;
  const app = useAppStore.getState();
  if (user.province && findProvince(user.province)) {
    if (app.province !== user.province) app.setProvince(user.province);
    return;
  }
  if (saving) return;
  saving = saveToProfile(app.province)
    .catch(() => undefined) // tried again at the next load of the user
    .finally(() => {
      saving = null;
    });
}

/**
 * The province chosen in the header (or any picker): shown at once; for a signed-in user saved
 * to the profile, and put back if the save fails.
 */
export async function chooseProvince(province: string): Promise<void> {
  const config = findProvince(province);
  if (!config) return;
  const app = useAppStore.getState();
  const login = useLoginStore.getState();
  const before = app.province;
  app.setProvince(config.province);
  if (!login.isLogin || !login.userInfo || !getToken() || login.userInfo.province === config.province) return;
  try {
    await saveToProfile(config.province);
  } catch (error) {
    feedback.error(t('common.provinceSaveFailed', { message: errorMessage(error, t('http.unknown')) }));
    useAppStore.getState().setProvince(login.userInfo.province ?? before);
  }
}

/**
 * A saved score profile (我的成绩) is the student's truth (issue 30): the server wrote its province
 * and 选科 to the account too, so the site shows that province at once and the account is read
 * again (the personal centre's 所在省份 and 选科 show the same values).
 */
export async function followScore(profile: Pick<ScoreProfile, 'province'>): Promise<void> {
  if (findProvince(profile.province)) useAppStore.getState().setProvince(profile.province);
  if (!getToken()) return;
  try {
    const answer = await fetchUserInfo();
    if (answer.success && answer.result) useLoginStore.getState().setUser(answer.result);
  } catch {
    // The next load of the user reads it again.
  }
}

/**
 * A first visit (no signed-in province, no choice kept) lands on the province the visitor's IP
 * suggests, marked as a guess beside the picker, instead of the first in the list (issue 30).
 * Nothing is kept until the visitor chooses; a signed-in user's profile wins as always.
 */
export async function guessVisitorProvince(): Promise<void> {
  if (knownProvince()) return;
  try {
    const answer = await ipInfo();
    const guess = answer.success ? answer.result?.province : null;
    if (guess && findProvince(guess) && !knownProvince() && !useLoginStore.getState().userInfo?.province) useAppStore.getState().guessProvince(guess);
  } catch {
    // No guess: the first province stays, as before.
  }
}

// Every change of the signed-in user (login, the start-up reload, a profile save) is followed.
useLoginStore.subscribe((state, previous) => {
  if (state.userInfo !== previous.userInfo) followProfile(state.userInfo);
});
// At start: a stored user with a province shows it before the server answers (no save here:
// the start-up reload of the user answers the current profile and is followed above).
{
  const { userInfo } = useLoginStore.getState();
  if (userInfo?.province && findProvince(userInfo.province) && getToken()) useAppStore.getState().setProvince(userInfo.province);
}

// A first visit asks where it comes from (tests call guessVisitorProvince themselves).
if (import.meta.env.MODE !== 'test') void guessVisitorProvince();
