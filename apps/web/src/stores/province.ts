import { findProvince } from '@zhiyuan/shared';
import { editProfile } from '../api/accounts.ts';
import { errorMessage } from '../api/http.ts';
import { feedback } from '../feedback.ts';
import { t } from '../i18n/index.ts';
import { useAppStore } from './app.ts';
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
    .finally(() => { saving = null; });
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
