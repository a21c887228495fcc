import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVip } from '../vip/membership.ts';
import { volunteerFormService } from '../volunteer-form/service.ts';
import { reportPdf } from './pdf.ts';
import { zyReportService } from './report.ts';
import { zyReportSchema } from '@zhiyuan/shared/schemas/zy-report';

const idParam = z.object({ id: z.string().regex(/^\d{1,20}$/, 'badFormat') });

/**
 * 志愿报告 (issue 17 part 4): one of the caller's own forms worked out, as data for the print
 * view and as a PDF made here. Members only, like the 专业定位报告: a form of another user answers
 * 404 first (as if missing), then a non-member gets 403 `vipRequired`.
 */
const zyReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = zyReportService(app.db, app.engine);
  const forms = volunteerFormService(app.db, app.engine);

  async function allowed(userId: string, id: string) {
    await forms.forExport(userId, id);
    await requireVip(app.membership, userId);
  }

  app.get(
    '/volunteerForm/report/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['volunteerForm'],
        summary:
          'VIP only: the report of one of my forms (each choice with its probability, band, years, plan, 选科 check and 调剂 notes; the 滑档 and unlisted-major chances; advice, method, sources), for the print view',
        params: idParam,
        response: { 200: zyReportSchema },
      },
    },
    async (req) => {
      await allowed(req.auth!.userId, req.params.id);
      return await reports.forForm(req.auth!.userId, req.params.id, req.lang);
    },
  );

  app.get(
    '/volunteerForm/report/:id/pdf',
    {
      config: { auth: 'user', tokenInQuery: true },
      schema: {
        tags: ['volunteerForm'],
        summary:
          'VIP only: the same report as a PDF made on the server (A4, Chinese font embedded); the token may come as ?accessToken= for a plain download link',
        params: idParam,
      },
    },
    async (req, reply) => {
      await allowed(req.auth!.userId, req.params.id);
      const report = await reports.forForm(req.auth!.userId, req.params.id, req.lang);
      const file = await reportPdf(report, req.lang);
      const name = `${report.name}-${report.province}${report.year}-志愿报告.pdf`;
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="zy-report-${report.formId}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .type('application/pdf')
        .send(file);
    },
  );
};

export default zyReportRoutes;
