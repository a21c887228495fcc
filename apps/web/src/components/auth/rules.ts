import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** The server's account rules (docs/api.md, /auth/register), checked in the form first. */
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9_]{3,15}$/;
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;
export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const formRules = (t: TFunction) => ({
  account: [{ required: true, whitespace: true, message: t('auth.rule.accountRequired') }] as Rule[],
  loginPassword: [{ required: true, message: t('auth.rule.passwordRequired') }] as Rule[],
  username: [
    { required: true, whitespace: true, message: t('auth.rule.usernameRequired') },
    { pattern: USERNAME_RE, message: t('auth.rule.usernameFormat') },
  ] as Rule[],
  password: [
    { required: true, message: t('auth.rule.passwordRequired') },
    { pattern: PASSWORD_RE, message: t('auth.rule.passwordFormat') },
  ] as Rule[],
  confirm: (field: string): Rule[] => [
    { required: true, message: t('auth.rule.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_rule, value) => (!value || getFieldValue(field) === value ? Promise.resolve() : Promise.reject(new Error(t('auth.rule.confirmMismatch')))),
    }),
  ],
  mobile: [
    { required: true, message: t('auth.rule.mobileRequired') },
    { pattern: MOBILE_RE, message: t('auth.rule.mobileFormat') },
  ] as Rule[],
  email: [
    { required: true, message: t('auth.rule.emailRequired') },
    { pattern: EMAIL_RE, message: t('auth.rule.emailFormat') },
  ] as Rule[],
  code: [{ required: true, whitespace: true, message: t('auth.rule.codeRequired') }] as Rule[],
  captcha: [{ required: true, whitespace: true, message: t('auth.rule.captchaRequired') }] as Rule[],
});
