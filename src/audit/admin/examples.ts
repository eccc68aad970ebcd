// Example response of the audit log, shown on /admin/docs.
export const auditPage = {
  entries: [
    {
      id: 63,
      occurredAt: '2026-01-15T09:30:00.000Z',
      actor: 'bootstrap',
      action: 'partner.update',
      targetType: 'partner',
      targetId: '1',
      details: { tier: 'standard' },
    },
  ],
  nextCursor: null,
};
