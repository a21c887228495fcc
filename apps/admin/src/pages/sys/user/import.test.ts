import { describe, expect, it } from 'vitest';
import { IMPORT_LIMIT, parseImport } from './import';

describe('user import file', () => {
  it('reads an array, makes numbers in text fields strings and sends an unknown column on for the server to name', () => {
    const result = parseImport('\uFEFF[{"username":" wang ","mobile":13800000001,"sex":1,"evil":"x","birth":"2008-05-01","roles":["ROLE_USER"],"grade":""}]');
    expect(result).toEqual({ ok: true, rows: [{ username: 'wang', mobile: '13800000001', sex: 1, evil: 'x', birth: '2008-05-01', roles: ['ROLE_USER'] }] });
  });

  it('accepts { users: [...] }', () => {
    expect(parseImport('{"users":[{"username":"a1234"}]}')).toEqual({ ok: true, rows: [{ username: 'a1234' }] });
  });

  it('names what is wrong with a bad file', () => {
    expect(parseImport('{oops')).toEqual({ ok: false, error: 'json' });
    expect(parseImport('{"a":1}')).toEqual({ ok: false, error: 'notArray' });
    expect(parseImport('[]')).toEqual({ ok: false, error: 'empty' });
    expect(parseImport('[{"username":"a"}, 3]')).toEqual({ ok: false, error: 'notObject', row: 2 });
    expect(parseImport(JSON.stringify(Array.from({ length: IMPORT_LIMIT + 1 }, () => ({ username: 'x' }))))).toEqual({ ok: false, error: 'tooMany' });
  });
});
