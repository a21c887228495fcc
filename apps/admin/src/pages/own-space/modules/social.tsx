import { DingdingOutlined, GithubOutlined, QqOutlined, WechatOutlined, WeiboOutlined, WechatWorkOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Card, List, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getBindInfo, socialBindUrl, unbindSocial } from '../../../services/own';

const ICONS: Record<string, ReactNode> = {
  github: <GithubOutlined style={{ color: '#24292f' }} />,
  qq: <QqOutlined style={{ color: '#12b7f5' }} />,
  weibo: <WeiboOutlined style={{ color: '#e6162d' }} />,
  wechat: <WechatOutlined style={{ color: '#07c160' }} />,
  dingding: <DingdingOutlined style={{ color: '#1677ff' }} />,
  workwechat: <WechatWorkOutlined style={{ color: '#2b82ed' }} />,
};

/** 社交绑定: each platform, whether it is bound, and bind / unbind. */
export function SocialPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const bind = useQuery({ queryKey: ['own', 'bindInfo'], queryFn: getBindInfo });

  return (
    <Card variant="borderless" title={t('own.socialTitle')} loading={bind.isLoading} data-testid="own-social">
      <List
        dataSource={bind.data?.socials ?? []}
        renderItem={(s) => (
          <List.Item
            actions={[
              s.bound ? (
                <Popconfirm
                  key="u"
                  title={t('own.unbindConfirm', { platform: t(`own.platforms.${s.platform}`) })}
                  onConfirm={async () => {
                    await unbindSocial([s.id!]);
                    void message.success(t('own.unbound'));
                    await queryClient.invalidateQueries({ queryKey: ['own', 'bindInfo'] });
                  }}
                >
                  <Typography.Link type="danger">{t('own.unbind')}</Typography.Link>
                </Popconfirm>
              ) : s.enabled ? (
                <Button key="b" size="small" href={socialBindUrl(s.platform)}>
                  {t('own.bind')}
                </Button>
              ) : (
                <Typography.Text key="n" type="secondary">
                  {t('own.platformOff')}
                </Typography.Text>
              ),
            ]}
          >
            <List.Item.Meta
              avatar={<Avatar size={40} style={{ background: '#f5f5f5', fontSize: 22 }} icon={ICONS[s.platform]} />}
              title={
                <Space>
                  {t(`own.platforms.${s.platform}`)}
                  {s.bound ? (
                    <Tag color="green" bordered={false}>
                      {t('own.bound')}
                    </Tag>
                  ) : (
                    <Tag bordered={false}>{t('own.notBound')}</Tag>
                  )}
                </Space>
              }
              description={s.bound ? t('own.boundAs', { name: s.username ?? '-', time: s.relateTime ? s.relateTime.slice(0, 10) : '-' }) : t('own.bindHint')}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
