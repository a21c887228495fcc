import { describe, expect, it } from 'vitest';
import {
  assigneesAttr,
  conditionExpression,
  formFieldProblems,
  formFieldsAttr,
  groupAssignees,
  newDiagramXml,
  parseAssignees,
  parseFormFields,
  parseStartUsers,
  startUsersAttr,
  ungroupAssignees,
} from './zy';

describe('zy:assignees', () => {
  it('reads the rules a diagram holds, leaving out what is unreadable', () => {
    expect(
      parseAssignees('[{"type":0,"relateId":"r1"},{"type":"1","relateId":7},{"type":9,"relateId":"x"},{"type":2},{"type":4,"relateId":"ignored"}]'),
    ).toEqual([
      { type: 0, relateId: 'r1' },
      { type: 1, relateId: '7' },
      { type: 4, relateId: '' },
    ]);
    expect(parseAssignees('not json')).toEqual([]);
    expect(parseAssignees(undefined)).toEqual([]);
    expect(parseAssignees('{"type":0}')).toEqual([]);
  });

  it('writes each complete rule once as [{type, relateId}], and nothing for none', () => {
    expect(
      assigneesAttr([
        { type: 1, relateId: 'u1' },
        { type: 1, relateId: 'u1' },
        { type: 2, relateId: '' },
        { type: 4, relateId: 'x' },
      ]),
    ).toBe('[{"type":1,"relateId":"u1"},{"type":4,"relateId":""}]');
    expect(assigneesAttr([])).toBeUndefined();
  });

  it('groups the rules by kind for the editor and back', () => {
    const rules = [
      { type: 0, relateId: 'r1' },
      { type: 1, relateId: 'u1' },
      { type: 1, relateId: 'u2' },
      { type: 2, relateId: 'd1' },
      { type: 3, relateId: 'd2' },
      { type: 4, relateId: '' },
    ] as const;
    const groups = groupAssignees([...rules]);
    expect(groups).toEqual({ roles: ['r1'], users: ['u1', 'u2'], departments: ['d1'], departmentHeads: ['d2'], starterHead: true });
    expect(ungroupAssignees(groups)).toEqual(rules);
    expect(ungroupAssignees({ ...groups, users: [], starterHead: false })).toEqual([
      { type: 0, relateId: 'r1' },
      { type: 2, relateId: 'd1' },
      { type: 3, relateId: 'd2' },
    ]);
  });
});

describe('zy:formFields', () => {
  it('reads fields tolerantly: unknown types as text, options for a select only', () => {
    expect(
      parseFormFields(
        '[{"name":"days","label":"天数","type":"number","required":true,"options":["x"]},{"name":"kind","type":"select","options":["a",2]},{"name":"x","type":"colour"}]',
      ),
    ).toEqual([
      { name: 'days', label: '天数', type: 'number', required: true, options: [] },
      { name: 'kind', label: '', type: 'select', required: false, options: ['a', '2'] },
      { name: 'x', label: '', type: 'text', required: false, options: [] },
    ]);
    expect(parseFormFields('')).toEqual([]);
  });

  it('names each field’s problems and writes only the complete ones, trimmed', () => {
    const fields = [
      { name: ' days ', label: ' 天数 ', type: 'number' as const, required: true, options: [] },
      { name: '1st', label: '第一', type: 'text' as const, required: false, options: [] },
      { name: 'days', label: '', type: 'text' as const, required: false, options: [] },
      { name: 'kind', label: '类型', type: 'select' as const, required: false, options: [' '] },
    ];
    expect(formFieldProblems(fields)).toEqual([[], ['name'], ['duplicate', 'label'], ['options']]);
    expect(JSON.parse(formFieldsAttr(fields)!)).toEqual([{ name: 'days', label: '天数', type: 'number', required: true, options: [] }]);
    expect(formFieldsAttr(fields.slice(1))).toBeUndefined();
  });
});

describe('zy:startUsers and conditions', () => {
  it('keeps start users as distinct ids; none means everybody', () => {
    expect(parseStartUsers('["u1","u1",2,null]')).toEqual(['u1', '2']);
    expect(parseStartUsers('{}')).toEqual([]);
    expect(startUsersAttr(['u1', 'u2', 'u1'])).toBe('["u1","u2"]');
    expect(startUsersAttr([])).toBeUndefined();
  });

  it('builds the two helper conditions, quoting a value that is no number', () => {
    expect(conditionExpression('above', ' days ', '3')).toBe('${environment.services.above(environment.variables.days, 3)}');
    expect(conditionExpression('equals', 'type', '年假')).toBe("${environment.services.equals(environment.variables.type, '年假')}");
    expect(conditionExpression('equals', 'type', "it's")).toBe("${environment.services.equals(environment.variables.type, 'its')}");
  });

  it('starts a diagram whose process is the model’s key, the name escaped, a bad key replaced', () => {
    const xml = newDiagramXml('leave', 'A & <B>');
    expect(xml).toContain('<bpmn:process id="leave" name="A &amp; &lt;B>" isExecutable="true">');
    expect(newDiagramXml('1 bad', 'x')).toContain('<bpmn:process id="process"');
  });
});
