/**
 * Issue 16 item 3: the register dialog without SMS, the reset dialog's other ways, and the
 * 《用户协议》 / 《隐私政策》 pages (original text for this product; sections as arrays).
 */
const UPDATED_ZH = '2026 年 11 月 24 日';
const UPDATED_EN = '24 November 2026';

export default {
  'zh-CN': {
    signup: {
      agreeBefore: '注册即表示您已阅读并同意',
      agreementLink: '《用户协议》',
      agreeAnd: '和',
      privacyLink: '《隐私政策》',
      agreeAfter: '。',
      guardian: '未满 14 周岁的同学，请在父母或其他监护人同意后再注册。',
      haveInvite: '有邀请码？',
      inviteCode: '邀请码（选填）',
      invitedBy: '已填入邀请链接中的邀请码',
      mobileUnverified: '本站未开通短信验证：手机号只作联系用，记为“未验证”，不能用于短信登录或找回密码；开通后可在个人中心验证。',
      mobileUnverifiedOptional: '不填短信验证码时，手机号只作联系用，记为“未验证”，不能用于短信登录或找回密码。',
      smsCodeOptional: '短信验证码（选填）',
      outboxHint: '本站短信暂未正式开通，验证码可以不填，直接注册。',
      registeredUnverified: '注册成功（手机号未验证）',
      resetNoSms: '本站未开通短信服务，可用绑定的邮箱找回密码，或联系网站管理员重置。',
      resetByAdminTitle: '请联系网站管理员重置密码',
      resetByAdmin: '本站未开通短信和邮件服务，暂不能自助找回密码。请联系本站管理员，核实身份后由管理员在后台为您设置新密码；登录后请及时修改。',
      resetAdminToo: '收不到验证码？也可以联系网站管理员为您重置密码。',
      resetSubtitleEmail: '通过邮箱验证后设置新密码',
      resetSubtitleAdmin: '由网站管理员为您重置密码',
    },
    legal: {
      updated: '更新日期：{{date}}',
      date: UPDATED_ZH,
      back: '返回首页',
      other: { agreement: '查看《隐私政策》', privacy: '查看《用户协议》' },
      agreement: {
        title: '用户协议',
        intro:
          '欢迎使用志愿通。本协议是您与本站运营方（部署并运营本站的学校、机构或个人，以下称“我们”）之间关于使用志愿通的约定。请您仔细阅读；注册或使用即表示您同意本协议。',
        sections: [
          {
            title: '一、我们提供什么',
            body: [
              '志愿通提供院校与专业查询、历年录取分数线与一分一段表、志愿推荐、志愿表的保存与导出、测评与资讯等服务。部分内容为会员服务，开通前会写明价格和期限。',
            ],
          },
          {
            title: '二、数据和推荐仅供参考',
            body: [
              '院校、专业、分数线和招生计划来自各省教育考试院、教育部等公开来源，我们在页面上注明出处；这些数据可能有错漏或更新不及时。',
              '志愿推荐是根据历年数据做出的估计，不保证录取。填报前请以官方公布的信息为准，并由考生本人在省级招生考试机构的官方系统中完成填报。',
            ],
          },
          {
            title: '三、账号',
            body: [
              '请用真实、属于您本人的手机号和邮箱注册，妥善保管密码，不要把账号借给他人。',
              '本站未开通短信服务时，注册时填写的手机号不经验证，只作联系用，不能用于短信登录或找回密码。',
              '未满 14 周岁的用户，应在父母或其他监护人同意后注册和使用；14 至 18 周岁的用户，请在监护人指导下使用。',
            ],
          },
          {
            title: '四、使用规范',
            body: ['请勿批量抓取本站数据，请勿攻击、干扰本站运行，请勿冒用他人身份，请勿发布违法或侵害他人权益的内容。违反的，我们可以限制或停用相关账号。'],
          },
          {
            title: '五、会员服务',
            body: ['会员服务的内容、价格和有效期以开通页面所写为准。支付由微信支付等支付机构完成，我们不接触您的银行卡信息和支付密码。'],
          },
          {
            title: '六、责任',
            body: [
              '我们会尽力保证服务稳定和数据准确，但对因数据来源错误、网络故障或不可抗力造成的损失，在法律允许的范围内不承担责任。本协议不排除法律规定我们应承担的责任。',
            ],
          },
          { title: '七、变更与终止', body: ['本协议修改时，我们会在本页公布并更新日期。您可以随时在个人中心注销账号，注销后本协议对您终止。'] },
          { title: '八、法律适用', body: ['本协议适用中华人民共和国法律。'] },
        ],
      },
      privacy: {
        title: '隐私政策',
        intro:
          '志愿通的很多用户是中学生。本政策用直白的话说明：我们保存哪些信息、为什么保存、保存多久，以及您和您的监护人可以做什么。“我们”指部署并运营本站的学校、机构或个人，即您个人信息的处理者。',
        guardian:
          '未满 14 周岁的同学，须在父母或其他监护人同意后注册和使用本站（《中华人民共和国个人信息保护法》第三十一条）。监护人可以代为查阅、更正或注销孩子的账号。',
        sections: [
          {
            title: '一、我们保存的信息和用途',
            body: [
              '账号：用户名；密码只保存不可还原的加密摘要；手机号（本站未开通短信时记为“未验证”）；邮箱（选填）。用于登录、找回密码和必要的联系。',
              '个人资料（均为选填）：昵称、头像、性别、所在省份、年级、就读学校、选科、生日、地区和简介。用于按您的省份和选科显示院校、专业和推荐。',
              '成绩与志愿：您填写的分数、位次、志愿表和收藏的院校专业。用于推荐和导出，只有您本人和经授权的本站管理员可以查看。',
              '会员订单：订单号、金额、支付状态和时间。用于开通会员和对账。',
              '安全记录：登录时间、IP 地址、浏览器信息和操作记录。用于防止盗号、限制恶意请求和排查故障。',
              '验证码：短信、邮件验证码只保存加密摘要，5 分钟后失效；图片验证码 2 分钟后失效。',
              '第三方登录：绑定微信或 QQ 时，保存对方提供的用户标识、昵称和头像，用于下次直接登录。',
            ],
          },
          {
            title: '二、我们不做的事',
            body: [
              '我们不出售您的个人信息，不用它做广告画像，也不向第三方提供，法律法规要求的除外。发送验证码时，短信或邮件服务商只会收到手机号或邮箱以及验证码内容；支付时，支付机构只会收到订单信息。',
            ],
          },
          {
            title: '三、保存多久',
            body: [
              '账号和资料保存到您注销账号为止。注销后，账号不能再登录，用户名、手机号、邮箱、昵称、头像、省份、年级、学校和选科被清除，登录状态和第三方绑定被删除。',
              '订单等按法律需要留存的记录，以及您保存过的成绩和志愿表，只保留在已匿名的账号下，不再与您的身份关联。',
              '安全记录用于安全审计，由本站管理员定期清理。验证码按上文的时间自动失效。',
            ],
          },
          {
            title: '四、未成年人',
            body: [
              '未满 14 周岁的用户，须在父母或其他监护人同意后注册和使用；如果我们发现未经监护人同意收集了不满 14 周岁儿童的信息，会尽快删除。',
              '14 至 18 周岁的用户，请在监护人指导下使用。我们只收集提供服务所必需的信息，除账号外的资料都可以不填。',
            ],
          },
          {
            title: '五、您的权利',
            body: ['您可以在个人中心查阅和修改资料、修改密码、解绑第三方账号、注销账号；也可以联系本站管理员查阅、更正、删除您的信息或撤回同意。'],
          },
          { title: '六、我们如何保护', body: ['密码和验证码只存加密摘要；短信、邮件、支付等服务的密钥加密保存；后台按权限分级，每项管理操作都有记录。'] },
          { title: '七、政策变更', body: ['本政策修改时，我们会在本页公布并更新日期；重大变更会在网站上提示。'] },
        ],
      },
    },
  },
  'en-US': {
    signup: {
      agreeBefore: 'By signing up you confirm that you have read and accept the ',
      agreementLink: 'Terms of use',
      agreeAnd: ' and the ',
      privacyLink: 'Privacy policy',
      agreeAfter: '.',
      guardian: 'If you are under 14, please sign up only with the consent of a parent or guardian.',
      haveInvite: 'Have an invite code?',
      inviteCode: 'Invite code (optional)',
      invitedBy: 'Filled in from your invite link',
      mobileUnverified:
        'This site sends no SMS: the number is kept for contact only, marked “unverified”, and cannot be used for SMS login or password reset; verify it in the personal centre once SMS is available.',
      mobileUnverifiedOptional:
        'Without an SMS code the number is kept for contact only, marked “unverified”, and cannot be used for SMS login or password reset.',
      smsCodeOptional: 'SMS code (optional)',
      outboxHint: 'Text messages are not fully set up on this site yet: you can leave the code empty and sign up.',
      registeredUnverified: 'Signed up (mobile not verified)',
      resetNoSms: 'This site sends no SMS: reset with your bound e-mail, or ask the site administrator to reset it.',
      resetByAdminTitle: 'Ask the site administrator to reset your password',
      resetByAdmin:
        'This site sends neither SMS nor e-mail, so passwords cannot be reset here. Contact the administrator of this site: after checking who you are, they set a new password for you in the admin console; change it after you log in.',
      resetAdminToo: 'No code arriving? The site administrator can also reset your password.',
      resetSubtitleEmail: 'Verify your e-mail, then set a new password',
      resetSubtitleAdmin: 'The site administrator resets your password',
    },
    legal: {
      updated: 'Last updated: {{date}}',
      date: UPDATED_EN,
      back: 'Back to home',
      other: { agreement: 'Read the Privacy policy', privacy: 'Read the Terms of use' },
      agreement: {
        title: 'Terms of use',
        intro:
          'Welcome to 志愿通 (Zhiyuan). These terms are an agreement between you and the operator of this site (the school, organisation or person who runs it, “we”). Please read them; by signing up or using the site you accept them.',
        sections: [
          {
            title: '1. What we offer',
            body: [
              'Searches of universities and majors, past admission lines and score-rank tables, application recommendations, saving and exporting application forms, assessments and news. Some content is for members; its price and term are stated before you pay.',
            ],
          },
          {
            title: '2. Data and recommendations are for reference',
            body: [
              'University, major, score-line and enrolment-plan data come from public sources such as the provincial examination authorities and the Ministry of Education, which we name on each page; they may contain errors or be out of date.',
              'Recommendations are estimates from past years and guarantee no admission. Check the official information before applying; the student files the application in the official provincial system.',
            ],
          },
          {
            title: '3. Your account',
            body: [
              'Sign up with a mobile number and e-mail that are your own, keep your password safe and do not lend your account to others.',
              'When this site sends no SMS, the mobile number given at sign-up is not verified: it is kept for contact only and cannot be used for SMS login or password reset.',
              'Users under 14 sign up and use the site only with the consent of a parent or guardian; users aged 14 to 18 should use it with a guardian’s guidance.',
            ],
          },
          {
            title: '4. Acceptable use',
            body: [
              'Do not scrape the site’s data in bulk, attack or disrupt the site, impersonate others, or post unlawful content or content that harms others. We may restrict or disable accounts that do.',
            ],
          },
          {
            title: '5. Membership',
            body: [
              'What membership includes, its price and its term are as stated on the purchase page. Payment is handled by payment providers such as WeChat Pay; we never see your bank card or payment password.',
            ],
          },
          {
            title: '6. Liability',
            body: [
              'We do our best to keep the service available and the data accurate, but to the extent the law allows we are not liable for losses caused by errors in source data, network failures or force majeure. Nothing here excludes liability the law assigns to us.',
            ],
          },
          {
            title: '7. Changes and termination',
            body: [
              'When these terms change we publish the new version on this page with a new date. You can delete your account in the personal centre at any time, which ends these terms for you.',
            ],
          },
          { title: '8. Governing law', body: ['These terms are governed by the laws of the People’s Republic of China.'] },
        ],
      },
      privacy: {
        title: 'Privacy policy',
        intro:
          'Many users of 志愿通 are secondary-school students. This policy says plainly what we keep, why, for how long, and what you and your guardian can do. “We” means the school, organisation or person who runs this site: the handler of your personal information.',
        guardian:
          'Users under 14 sign up and use this site only with the consent of a parent or guardian (Personal Information Protection Law of the PRC, Article 31). A guardian may view, correct or delete the child’s account on the child’s behalf.',
        sections: [
          {
            title: '1. What we keep and why',
            body: [
              'Account: username; the password only as a one-way hash; mobile number (marked “unverified” when this site sends no SMS); e-mail (optional). Used to log in, reset the password and contact you when needed.',
              'Profile (all optional): nickname, avatar, sex, province, grade, school, exam subjects, birthday, region and a short bio. Used to show universities, majors and recommendations for your province and subjects.',
              'Scores and forms: the scores and ranks you enter, your application forms and saved universities and majors. Used for recommendations and exports; only you and authorised administrators of this site can see them.',
              'Membership orders: order number, amount, payment status and time. Used to grant membership and reconcile payments.',
              'Security records: login times, IP addresses, browser information and an activity log. Used to prevent account theft, limit abusive requests and fix faults.',
              'Codes: SMS and e-mail codes are kept only as hashes and expire after 5 minutes; image captchas expire after 2 minutes.',
              'Social login: when you bind WeChat or QQ we keep the user id, nickname and avatar they provide, to log you in next time.',
            ],
          },
          {
            title: '2. What we do not do',
            body: [
              'We do not sell your personal information, use it for advertising profiles or give it to third parties, except where the law requires. To send a code, the SMS or e-mail provider receives only the number or address and the code; to take a payment, the payment provider receives only the order.',
            ],
          },
          {
            title: '3. How long we keep it',
            body: [
              'Your account and profile are kept until you delete your account. After deletion the account cannot log in; username, mobile, e-mail, nickname, avatar, province, grade, school and subjects are cleared, and sessions and social bindings are removed.',
              'Records the law requires us to keep, such as orders, and the scores and forms you saved stay only under the anonymised account and are no longer linked to you.',
              'Security records serve security audits and are cleared regularly by the site administrator. Codes expire as stated above.',
            ],
          },
          {
            title: '4. Minors',
            body: [
              'Users under 14 sign up and use the site only with the consent of a parent or guardian; if we find we collected information from a child under 14 without that consent, we delete it promptly.',
              'Users aged 14 to 18 should use the site with a guardian’s guidance. We collect only what the service needs; everything beyond the account may be left blank.',
            ],
          },
          {
            title: '5. Your rights',
            body: [
              'In the personal centre you can view and edit your profile, change your password, unbind social accounts and delete your account; you can also ask the site administrator to view, correct or delete your information or to withdraw consent.',
            ],
          },
          {
            title: '6. How we protect it',
            body: [
              'Passwords and codes are stored only as hashes; the keys of SMS, e-mail and payment services are stored encrypted; the admin console grants rights by role and logs every administrative action.',
            ],
          },
          {
            title: '7. Changes',
            body: ['When this policy changes we publish the new version on this page with a new date, and announce major changes on the site.'],
          },
        ],
      },
    },
  },
};
