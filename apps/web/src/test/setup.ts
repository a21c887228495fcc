import '@zhiyuan/shared/jsdom-antd';
