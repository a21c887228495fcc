import { describe, expect, it } from 'vitest';
import { DESKTOP_CHILDREN, MOBILE_CHILDREN, PUBLIC_ROUTES, crossDeviceRedirects, withSearch } from './routeTable.ts';

describe('route table (spec §2)', () => {
  it('has every desktop child of the spec', () => {
    expect(DESKTOP_CHILDREN.map((r) => r.path)).toEqual([
      'index',
      'conditionsOfEnrolment',
      'materialTemplate',
      'qAndA',
      'case/:id',
      'history',
      'expertIntroduction',
      'afterAssessed',
      'afterAssessedDetail',
      'afterAssessedDetailMajor',
      'personalCenter',
      'information',
      'informationDetail',
      'course',
      'whiteList',
      'other',
      'schoolTest',
      'introduction',
      'test',
      'testGuide',
      'report',
      'compareInstitutions',
      'strongBasePosition',
      'strongBaseCooperationDetail/:id',
      'strongBase',
      'majorLibrary',
      'majorDetail',
      'searchCooperation',
      'campPc',
      'xuankeReport',
    ]);
  });

  it('has every mobile child of the spec', () => {
    expect(MOBILE_CHILDREN.map((r) => r.path)).toEqual([
      'index',
      'menuDetail/:id',
      'afterAssessed',
      'course',
      'expertIntroduction',
      'information',
      'informationDetail',
      'afterAssessedDetail',
      'my',
    ]);
  });

  it('has the public routes without layout', () => {
    expect(PUBLIC_ROUTES.map((r) => r.path)).toEqual([
      '/login',
      '/login-qr',
      '/register',
      '/register-result',
      '/reset',
      '/agreement',
      '/privacy',
      '/zyReport/:id',
      '/relate',
      '/authorize',
      '/403',
      '/500',
    ]);
  });

  it('sends desktop-only pages to their topic page on a phone', () => {
    const history = crossDeviceRedirects('mobile').find((r) => r.path === 'history');
    expect(history?.to({})).toBe('/menuDetail/history');
    expect(crossDeviceRedirects('mobile').some((r) => r.path === 'course')).toBe(false);
    // A link the site search gives (/campPc?id=…) keeps its id on a phone.
    const camp = crossDeviceRedirects('mobile').find((r) => r.path === 'campPc');
    expect(withSearch(camp!.to({}), '?id=7')).toBe('/menuDetail/campPc?id=7');
  });

  it("keeps a desktop path parameter as the topic page's ?id= on a phone, with the rest of the query", () => {
    const caseRoute = crossDeviceRedirects('mobile').find((r) => r.path === 'case/:id');
    expect(caseRoute?.to({ id: '42' })).toBe('/menuDetail/case?id=42');
    expect(withSearch(caseRoute!.to({ id: '42' }), '?from=search')).toBe('/menuDetail/case?id=42&from=search');
    expect(withSearch('/menuDetail/history', '?province=广东')).toBe('/menuDetail/history?province=广东');
    expect(withSearch('/menuDetail/history', '')).toBe('/menuDetail/history');
  });

  it('sends mobile-only pages to their desktop page', () => {
    const [my, menuDetail] = crossDeviceRedirects('desktop');
    expect(my.to({})).toBe('/personalCenter');
    expect(menuDetail.to({ id: 'schoolTest' })).toBe('/schoolTest');
    expect(menuDetail.to({ id: 'nonsense' })).toBe('/index');
  });
});
