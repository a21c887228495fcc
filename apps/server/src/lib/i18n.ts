/**
 * Server-side messages in the caller's language (zh-CN default, en-US by Accept-Language): the
 * core catalog here, and one file per feature area under messages/.
 */
import engine from './messages/engine.ts';
import forms from './messages/forms.ts';
import accounts from './messages/accounts.ts';
import vip from './messages/vip.ts';
import admin from './messages/admin.ts';
import input from './messages/input.ts';
import content from './messages/content.ts';
import contentAdmin from './messages/content-admin.ts';
import dataImport from './messages/data-import.ts';
import files from './messages/files.ts';
import settings from './messages/settings.ts';
import xuanke from './messages/xuanke.ts';
import strongBase from './messages/strong-base.ts';
import assessment from './messages/assessment.ts';
import career from './messages/career.ts';
import workflow from './messages/workflow.ts';
import generator from './messages/generator.ts';
import oidc from './messages/oidc.ts';

export type Lang = 'zh-CN' | 'en-US';

const coreZh = {
  ok: '操作成功',
  notFound: '请求的资源不存在',
  routeNotFound: '接口不存在：{path}',
  internal: '服务器内部错误，请稍后再试',
  unauthorized: '登录已失效，请重新登录',
  forbidden: '抱歉，您没有访问权限',
  notReady: '服务暂不可用，请稍后再试',
  rateLimited: '请求过于频繁，请稍后再试',
  badRequest: '请求参数错误',
  invalidField: '参数 {field} 不正确：{reason}',
  required: '不能为空',
  expectedType: '应为{type}',
  tooShort: '长度不能少于 {min} 个字符',
  tooLong: '长度不能超过 {max} 个字符',
  tooSmall: '不能小于 {min}',
  tooBig: '不能大于 {max}',
  badFormat: '格式不正确',
  badOption: '取值应为以下之一：{options}',
  unknownField: '不支持的参数',
  changedByCode: '只能凭验证码修改（换绑手机或邮箱）',
  notChangedHere: '不能在此修改',
  alreadyExists: '已被占用',
  badJson: '请求体不是有效的 JSON',
  'type.string': '文本',
  'type.number': '数字',
  'type.boolean': '布尔值',
  'type.array': '列表',
  'type.object': '对象',
  // identity
  loginFailed: '用户名或密码错误',
  captchaRequired: '请输入图片验证码',
  captchaWrong: '图片验证码错误或已过期',
  userDisabled: '该账号已被禁用，请联系管理员',
  usernameTaken: '用户名已被注册',
  mobileTaken: '手机号已被注册',
  emailTaken: '邮箱已被注册',
  usernameRule: '须为 4-16 位字母、数字或下划线，并以字母开头',
  passwordRule: '须为 6-20 位，且同时包含字母和数字',
  mobileRule: '须为 11 位中国大陆手机号',
  emailRule: '邮箱格式不正确',
  userNotFound: '用户不存在',
  roleNotFound: '角色不存在：{id}',
  departmentNotFound: '部门不存在',
  cannotDisableSelf: '不能禁用或删除当前登录的账号',
  notConfigured: '{feature}尚未配置，请联系管理员',
  dictNotFound: '字典类型不存在：{type}',
  logoutOk: '已退出登录',
  featureSms: '短信服务',
  featureEmail: '邮件服务',
  featureDataDir: '数据目录（DATA_DIR）',
  importRunning: '已有导入正在进行，请等待其完成',
};

const zh = {
  ...coreZh,
  ...engine.zh,
  ...forms.zh,
  ...accounts.zh,
  ...vip.zh,
  ...admin.zh,
  ...input.zh,
  ...content.zh,
  ...contentAdmin.zh,
  ...dataImport.zh,
  ...files.zh,
  ...settings.zh,
  ...strongBase.zh,
  ...assessment.zh,
  ...xuanke.zh,
  ...career.zh,
  ...workflow.zh,
  ...generator.zh,
  ...oidc.zh,
};

export type MessageKey = keyof typeof zh;

const coreEn: Record<keyof typeof coreZh, string> = {
  ok: 'Success',
  notFound: 'The requested resource does not exist',
  routeNotFound: 'No such API: {path}',
  internal: 'Internal server error, please try again later',
  unauthorized: 'Your session has expired, please log in again',
  forbidden: 'Sorry, you do not have permission to do this',
  notReady: 'The service is not available at the moment, please try again later',
  rateLimited: 'Too many requests, please try again later',
  badRequest: 'Invalid request',
  invalidField: 'Invalid {field}: {reason}',
  required: 'is required',
  expectedType: 'must be a {type}',
  tooShort: 'must be at least {min} characters',
  tooLong: 'must be at most {max} characters',
  tooSmall: 'must be at least {min}',
  tooBig: 'must be at most {max}',
  badFormat: 'has an invalid format',
  badOption: 'must be one of: {options}',
  unknownField: 'is not a supported parameter',
  changedByCode: 'can only be changed with a verification code (change mobile or e-mail)',
  notChangedHere: 'cannot be changed here',
  alreadyExists: 'is already taken',
  badJson: 'The request body is not valid JSON',
  'type.string': 'text',
  'type.number': 'number',
  'type.boolean': 'boolean',
  'type.array': 'list',
  'type.object': 'object',
  loginFailed: 'Wrong username or password',
  captchaRequired: 'Please enter the image captcha',
  captchaWrong: 'The captcha is wrong or has expired',
  userDisabled: 'This account has been disabled, please contact the administrator',
  usernameTaken: 'This username is already registered',
  mobileTaken: 'This mobile number is already registered',
  emailTaken: 'This e-mail is already registered',
  usernameRule: 'must be 4-16 letters, digits or underscores, starting with a letter',
  passwordRule: 'must be 6-20 characters with both letters and digits',
  mobileRule: 'must be an 11-digit mainland China mobile number',
  emailRule: 'is not a valid e-mail address',
  userNotFound: 'User not found',
  roleNotFound: 'Role not found: {id}',
  departmentNotFound: 'Department not found',
  cannotDisableSelf: 'You cannot disable or delete the account you are logged in with',
  notConfigured: '{feature} is not configured yet, please contact the administrator',
  dictNotFound: 'No dictionary of type {type}',
  logoutOk: 'Logged out',
  featureSms: 'SMS',
  featureEmail: 'E-mail',
  featureDataDir: 'The data folder (DATA_DIR)',
  importRunning: 'An import is already running, please wait for it to finish',
};

const en: Record<MessageKey, string> = {
  ...coreEn,
  ...engine.en,
  ...forms.en,
  ...accounts.en,
  ...vip.en,
  ...admin.en,
  ...input.en,
  ...content.en,
  ...contentAdmin.en,
  ...dataImport.en,
  ...files.en,
  ...settings.en,
  ...strongBase.en,
  ...assessment.en,
  ...xuanke.en,
  ...career.en,
  ...workflow.en,
  ...generator.en,
  ...oidc.en,
};

const catalogs: Record<Lang, Record<MessageKey, string>> = { 'zh-CN': zh, 'en-US': en };

export function pickLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'zh-CN';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}

export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogs[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

export function isMessageKey(value: string): value is MessageKey {
  return value in zh;
}
