/**
 * 系统配置 (admin, /setting/* and /outbox/*; modules/settings-admin and modules/settings on the
 * server). A setting as GET /setting/<key> answers it: every secret (password, accessKeySecret,
 * secretKey, clientSecret) shows as "******", or '' when none is stored; only 查看密钥
 * (/setting/seeSecret/<key>) answers the plain secrets, each look written to the operation log.
 */

/** The SMS template code of each scene. */
export interface SmsTemplates {
  login: string;
  register: string;
  reset: string;
  editMobile: string;
}

export interface AliyunSmsSetting {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templates: SmsTemplates;
  /** Override of https://dysmsapi.aliyuncs.com (tests, private gateways); '' for the public one. */
  endpoint: string;
}

export interface TencentSmsSetting {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  region: string;
  templates: SmsTemplates;
  endpoint: string;
}

/** SMS delivery. */
export interface SmsSetting {
  /** outbox: stored for the administrator to read (development); none: SMS disabled. */
  provider: 'none' | 'outbox' | 'aliyun' | 'tencent';
  aliyun: AliyunSmsSetting;
  tencent: TencentSmsSetting;
}

/** E-mail delivery. */
export interface EmailSetting {
  provider: 'none' | 'outbox' | 'smtp';
  smtp: {
    host: string;
    port: number;
    /** TLS from the start (465); false → STARTTLS when offered (587/25). */
    secure: boolean;
    username: string;
    password: string;
    /** Sender, e.g. "志愿通 <noreply@example.com>"; '' → the username. */
    from: string;
  };
}

/** File storage. */
export interface OssSetting {
  /** local: a folder on this machine; s3: any S3-compatible service. */
  provider: 'local' | 's3';
  local: {
    /** Folder of the files; '' → `files` beside the database. */
    dir: string;
  };
  s3: {
    /** Who runs it: labels and hints only. */
    vendor: 'aliyun' | 'tencent' | 'qiniu' | 'minio' | 'aws' | 'other';
    /** '' → AWS's own endpoint for the region. */
    endpoint: string;
    region: string;
    bucket: string;
    accessKey: string;
    secretKey: string;
    /** Path-style addressing (MinIO and most self-hosted servers); virtual-host style otherwise. */
    forcePathStyle: boolean;
    /** Key prefix inside the bucket, e.g. "zhiyuan/". */
    prefix: string;
  };
}

/** Kinds of file an upload may be (checked by content, never by name). */
export type UploadKind = 'image' | 'pdf' | 'video' | 'audio' | 'office' | 'text' | 'archive';

/** 其他设置. */
export interface OtherSetting {
  siteName: string;
  /** ICP 备案号 shown in the footer. */
  icp: string;
  /** Public address of the site and of the admin console. */
  domain: string;
  adminDomain: string;
  /** Largest upload, in MB. */
  uploadMaxMb: number;
  uploadKinds: UploadKind[];
  /** Days a file or folder stays in the trash. */
  trashDays: number;
  /** Verification codes (SMS and e-mail together) the whole site may send in one hour. */
  codeSendsPerHour: number;
}

/** The notice bar of the site. */
export interface NoticeSetting {
  open: boolean;
  /** info (blue) or warning (orange). */
  level: 'info' | 'warning';
  content: string;
  link: string;
  linkText: string;
  /** `yyyy-MM-dd HH:mm:ss` (China time) or '' (no bound). */
  startTime: string;
  endTime: string;
}

/** One social login client. */
export interface SocialClientSetting {
  enabled: boolean;
  clientId: string;
  clientSecret: string;
  /** Endpoint overrides; '' → the platform's public endpoints. */
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
}

/** Social login clients. */
export interface SocialSetting {
  /** Public origin of this site for redirect_uri; '' → from the request. */
  publicOrigin: string;
  github: SocialClientSetting;
  qq: SocialClientSetting;
  weibo: SocialClientSetting;
  wechat: SocialClientSetting;
  dingding: SocialClientSetting;
  workwechat: SocialClientSetting;
}

/** GET /setting/notice to a holder of sys:setting:view, or to anyone while it is shown: the setting and whether the site shows it now. */
export interface NoticeView extends NoticeSetting {
  showing: boolean;
}

/** GET /setting/notice to a visitor while the notice is not shown. */
export interface NoticeHidden {
  open: false;
  showing: boolean;
}

export type PublicNotice = NoticeView | NoticeHidden;

/** What the site shows of 其他设置 (the footer). */
export interface SiteInfo {
  siteName: string;
  icp: string;
}

/** The SMS template code of one scene, with the scene's title in the caller's language. */
export interface SmsTemplateCode {
  type: 'login' | 'register' | 'reset' | 'editMobile';
  title: string;
  templateCode: string;
}

/** 测试连接: whether it worked, in words (成功 / 连接失败：<reason>). */
export interface SettingCheckResult {
  ok: boolean;
  message: string;
}

/** A password confirmation: how long this session may change delivery settings. */
export interface PasswordConfirmed {
  validSeconds: number;
}

/** 查看密钥 of the SMS setting. */
export interface SmsSecrets {
  aliyun: { accessKeySecret: string };
  tencent: { secretKey: string };
}

/** 查看密钥 of the e-mail setting. */
export interface EmailSecrets {
  smtp: { password: string };
}

/** 查看密钥 of the storage setting. */
export interface OssSecrets {
  s3: { secretKey: string };
}

/** 查看密钥 of the social login setting. */
export interface SocialSecrets {
  github: { clientSecret: string };
  qq: { clientSecret: string };
  weibo: { clientSecret: string };
  wechat: { clientSecret: string };
  dingding: { clientSecret: string };
  workwechat: { clientSecret: string };
}

/** 查看密钥: only the plain secrets of a setting, where they sit in it. */
export type SettingSecrets = SmsSecrets | EmailSecrets | OssSecrets | SocialSecrets;

/** A message kept by the outbox provider (development SMS and e-mail). */
export interface OutboxMessageView {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  /** login | register | reset | editMobile | editEmail */
  scene: string;
  subject: string;
  body: string;
  createTime: string;
}
