import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_TAG, closeAllTags, closeOtherTags, closeTag, openTag } from './tags.ts';
import { useAppStore } from './app.ts';

const tag = (name: string, path = `/${name}`) => ({ name, path });

describe('page tags', () => {
  it('starts with home and adds a tag when a page opens, once', () => {
    let tags = openTag([HOME_TAG], tag('history'));
    tags = openTag(tags, tag('history', '/history?year=2024'));
    expect(tags.map((t) => t.name)).toEqual(['index', 'history']);
    expect(tags[1].path).toBe('/history?year=2024');
  });

  it('never adds pages named test', () => {
    expect(openTag([HOME_TAG], tag('test'))).toEqual([HOME_TAG]);
  });

  it('never adds the phone form of test (menuDetail/test), and it does not move the menuDetail tag', () => {
    const tags = openTag([HOME_TAG], tag('menuDetail', '/menuDetail/strongBase'));
    expect(openTag(tags, tag('menuDetail', '/menuDetail/test?kind=interest'))).toEqual(tags);
    expect(openTag(tags, tag('menuDetail', '/menuDetail/test'))).toEqual(tags);
    expect(openTag(tags, tag('menuDetail', '/menuDetail/testGuide'))[1].path).toBe('/menuDetail/testGuide');
  });

  it('close-all leaves only the first tag', () => {
    const tags = [HOME_TAG, tag('a'), tag('b')];
    expect(closeAllTags(tags)).toEqual([HOME_TAG]);
  });

  it('close-others keeps the first tag and the current one', () => {
    const tags = [HOME_TAG, tag('a'), tag('b'), tag('c')];
    expect(closeOtherTags(tags, 'b').map((t) => t.name)).toEqual(['index', 'b']);
  });

  it('never closes the first tag', () => {
    expect(closeTag([HOME_TAG, tag('a')], 'index').map((t) => t.name)).toEqual(['index', 'a']);
  });
});

describe('app store tags and cached pages', () => {
  beforeEach(() => useAppStore.setState({ tags: [HOME_TAG], cachedPages: ['index'] }));

  it('caches opened pages except test', () => {
    const { openPage } = useAppStore.getState();
    openPage(tag('course'));
    openPage(tag('test'));
    openPage(tag('report'));
    expect(useAppStore.getState().tags.map((t) => t.name)).toEqual(['index', 'course', 'report']);
    expect(useAppStore.getState().cachedPages).toEqual(['index', 'course', 'report']);
    useAppStore.getState().closeOthers('report');
    expect(useAppStore.getState().cachedPages).toEqual(['index', 'report']);
    useAppStore.getState().closeAll();
    expect(useAppStore.getState().tags).toEqual([HOME_TAG]);
  });
});
