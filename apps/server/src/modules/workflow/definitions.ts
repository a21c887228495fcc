import { WORKFLOW_NAMESPACE } from '@zhiyuan/shared';

/**
 * The processes the product ships (deployed at the first start; an admin redraws them in the
 * modeler and deploys a new version). Their layout is added by bpmn-auto-layout when deployed.
 */

const xmlOf = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:zy="${WORKFLOW_NAMESPACE}" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
${body}
</bpmn:definitions>
`;

const attr = (v: unknown) => JSON.stringify(v).replace(/"/g, '&quot;');

/** 请假 (XBoot's demo): the starter's department head approves; above three days HR approves too. */
export const LEAVE_XML = xmlOf(`  <bpmn:process id="leave" name="请假流程" isExecutable="true">
    <bpmn:startEvent id="start" name="提交申请" />
    <bpmn:sequenceFlow id="toHead" sourceRef="start" targetRef="headApprove" />
    <bpmn:userTask id="headApprove" name="部门负责人审批" zy:assignees="${attr([{ type: 4, relateId: '' }])}" zy:formFields="${attr([{ name: 'opinion', label: '审批意见', type: 'select', required: true, options: ['同意', '不同意'] }])}" />
    <bpmn:sequenceFlow id="toDays" sourceRef="headApprove" targetRef="days" />
    <bpmn:exclusiveGateway id="days" name="超过三天？" default="toEnd" />
    <bpmn:sequenceFlow id="toHr" name="超过三天" sourceRef="days" targetRef="hrApprove">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${environment.services.above(environment.variables.duration, 3)}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="toEnd" name="三天及以内" sourceRef="days" targetRef="end" />
    <bpmn:userTask id="hrApprove" name="人事审批" zy:assignees="${attr([{ type: 0, relateId: 'ROLE_ADMIN' }])}" />
    <bpmn:sequenceFlow id="hrToEnd" sourceRef="hrApprove" targetRef="end" />
    <bpmn:endEvent id="end" name="结束" />
  </bpmn:process>`);

/**
 * 内容审核: an article or 百问 item saved for publishing by an editor without the publish permission
 * goes to a reviewer (holders of ROLE_ADMIN by default); after 48 hours unanswered it is escalated
 * to the reviewer's own queue again with a reminder (the timer boundary).
 */
export const CONTENT_REVIEW_XML = xmlOf(`  <bpmn:process id="content_review" name="内容发布审核" isExecutable="true">
    <bpmn:startEvent id="start" name="提交发布" />
    <bpmn:sequenceFlow id="toReview" sourceRef="start" targetRef="review" />
    <bpmn:userTask id="review" name="审核" zy:assignees="${attr([{ type: 0, relateId: 'ROLE_ADMIN' }])}" />
    <bpmn:boundaryEvent id="overdue" name="48 小时未审" attachedToRef="review" cancelActivity="true">
      <bpmn:timerEventDefinition><bpmn:timeDuration>PT48H</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:sequenceFlow id="toEscalated" sourceRef="overdue" targetRef="escalatedReview" />
    <bpmn:userTask id="escalatedReview" name="超时复审" zy:assignees="${attr([{ type: 0, relateId: 'ROLE_ADMIN' }])}" />
    <bpmn:sequenceFlow id="escalatedToEnd" sourceRef="escalatedReview" targetRef="end" />
    <bpmn:sequenceFlow id="toEnd" sourceRef="review" targetRef="end" />
    <bpmn:endEvent id="end" name="发布" />
  </bpmn:process>`);

/**
 * 会员退款: a refund asked for in 会员订单 waits on a finance approval (holders of ROLE_ADMIN other
 * than the one who asked, by default); passing it refunds the order.
 */
export const VIP_REFUND_XML = xmlOf(`  <bpmn:process id="vip_refund" name="会员订单退款" isExecutable="true">
    <bpmn:startEvent id="start" name="申请退款" />
    <bpmn:sequenceFlow id="toFinance" sourceRef="start" targetRef="financeApprove" />
    <bpmn:userTask id="financeApprove" name="财务审批" zy:assignees="${attr([{ type: 0, relateId: 'ROLE_ADMIN' }])}" />
    <bpmn:sequenceFlow id="toEnd" sourceRef="financeApprove" targetRef="end" />
    <bpmn:endEvent id="end" name="退款" />
  </bpmn:process>`);

export interface ShippedProcess {
  key: string;
  xml: string;
  routeName: string;
  businessTable: string;
  description: string;
}

export const SHIPPED_PROCESSES: ShippedProcess[] = [
  { key: 'leave', xml: LEAVE_XML, routeName: 'leave', businessTable: 'leave', description: '请假申请：部门负责人审批，超过三天再由人事审批' },
  {
    key: 'content_review',
    xml: CONTENT_REVIEW_XML,
    routeName: '',
    businessTable: 'content',
    description: '无发布权限的编辑提交发布的文章与百问，经审核后发布',
  },
  { key: 'vip_refund', xml: VIP_REFUND_XML, routeName: '', businessTable: 'vip_order', description: '会员订单退款，经财务审批后原路退回并收回会员天数' },
];
