// Where the gateway reports each refusal it makes (the platform's metrics,
// src/metrics/; nothing by default): the firewall's bare 403, the partner's
// token bucket or daily quota (429), the token endpoint's own limit (and the
// sign-in form's), the dynamic client registration's per address. The
// tier is the partner's, `none` before a partner is known.
export interface RefusalRecorder {
  refused(kind: 'firewall' | 'bucket' | 'quota' | 'token' | 'registration', tier: string): void;
}

export const unrecorded: RefusalRecorder = { refused() {} };
