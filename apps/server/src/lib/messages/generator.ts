import { defineMessages } from './define.ts';

/** Server messages of 代码生成 (zh-CN and en-US), and the two the tree modules it writes use. */
export default defineMessages({
  zh: {
    genIdentifier: '须为小写字母开头、只含英文字母和数字的标识符，最长 {max} 个字符',
    genReserved: '“{name}”是保留名称（生成的代码自带或会与现有文件重名）',
    genDuplicate: '与第 {other} 个字段“{name}”重复',
    genNoFields: '至少需要一个字段',
    genTooManyFields: '最多 {max} 个字段',
    genLabel: '不能含换行等控制字符',
    genSearchType: '{type} 类型的字段不能按“{searchType}”搜索',
    genOptionsSource: '下拉框和单选框须指定数据字典（dictType）或自定义地址（customUrl）',
    genUrl: '须为本系统接口的路径，以 / 开头，只含字母、数字和 / - _ .',
    genNameTaken: '与现有的数据表或接口“{name}”重名',
    genTreeLabel: '树形生成至少需要一个文本类字段作为节点名称',
    genTableNotFound: '数据表不存在：{path}',
    genParentNotFound: '上级不存在',
    genParentLoop: '上级不能是它自己或它的下级',
  },
  en: {
    genIdentifier: 'must start with a lowercase letter and hold only letters and digits, at most {max} characters',
    genReserved: '"{name}" is a reserved name (the generated code has it already, or it would overwrite an existing file)',
    genDuplicate: 'repeats field {other} ("{name}")',
    genNoFields: 'needs at least one field',
    genTooManyFields: 'takes at most {max} fields',
    genLabel: 'must not hold line breaks or other control characters',
    genSearchType: 'a {type} field cannot be searched as "{searchType}"',
    genOptionsSource: 'a select or radio needs a dictionary (dictType) or a custom URL (customUrl) for its options',
    genUrl: 'must be a path of this API: starting with /, only letters, digits and / - _ .',
    genNameTaken: 'is the name of an existing table or API ("{name}")',
    genTreeLabel: 'a tree needs at least one text field to name its nodes',
    genTableNotFound: 'No such table: {path}',
    genParentNotFound: 'the parent does not exist',
    genParentLoop: 'cannot be itself or one of its own descendants',
  },
});
