// How ids look on the wire, checked the same way wherever one arrives.

/** A field's, a user's or a token's uuid, any version, any case (RFC 9562's 8-4-4-4-12 hex form). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A partner's opaque OAuth token as it may look (oidc-provider's are 43 characters of base64url):
 * what both the gateway and the api check before asking who a token belongs to.
 */
export const OPAQUE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;
