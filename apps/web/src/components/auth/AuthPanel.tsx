import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../../brand.ts';
import { BrandLogo } from '../Brand.tsx';
import type { AuthView } from '../../stores/login.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { ResetForm } from './ResetForm.tsx';
import { useRegisterOptions } from './useRegisterOptions.ts';

const TITLES: Record<AuthView, [string, string]> = {
  login: ['auth.loginTitle', 'auth.loginSubtitle'],
  register: ['auth.registerTitle', 'auth.registerSubtitle'],
  reset: ['auth.resetTitle', 'auth.resetSubtitle'],
};

/** Heading + the form of one view; shared by the dialog and the full-page routes. */
export function AuthPanel({ view, onSwitch, onDone }: { view: AuthView; onSwitch(view: AuthView): void; onDone(wanted: string | null): void }) {
  const { t } = useTranslation();
  const options = useRegisterOptions();
  const [title, standard] = TITLES[view];
  // The reset subtitle names only the ways this install offers (issue 16 item 3).
  const subtitle =
    view === 'reset' && options
      ? options.resetByMobile
        ? standard
        : options.resetByEmail
          ? 'signup.resetSubtitleEmail'
          : 'signup.resetSubtitleAdmin'
      : standard;
  return (
    <div className="zy-auth">
      <div className="zy-auth__head">
        <BrandLogo size={44} />
        <h2>{t(title, { brand: BRAND_NAME })}</h2>
        <p>{t(subtitle)}</p>
      </div>
      {view === 'login' && <LoginForm onDone={onDone} onSwitch={onSwitch} />}
      {view === 'register' && <RegisterForm onDone={onDone} onSwitch={onSwitch} />}
      {view === 'reset' && <ResetForm onSwitch={onSwitch} />}
    </div>
  );
}
