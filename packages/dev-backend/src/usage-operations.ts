// The OpenAPI paths of the usage, key rotation and settings routes, in the document's own shape.
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string) => ({ 'application/json': { schema: ref(id) } });
const error = (description: string, codes: readonly string[]) => ({
  description: `${description} (code: ${codes.join(', ')})`,
  content: json('ErrorResponse'),
});
const bearer = [{ firebaseIdToken: [] }];
const unauthorized = error('Missing, invalid or mismatched Firebase ID token', [
  'missing_token',
  'invalid_token',
]);
const noAccount = error('The user never called /gateway/account', ['no_account']);

export const USAGE_OPERATIONS: Record<string, Record<string, object>> = {
  '/gateway/usage': {
    get: {
      summary: 'Data used per day and role over the last `days` days, against the plan’s allowance',
      security: bearer,
      parameters: [
        {
          name: 'days',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: 90, default: 30 },
        },
      ],
      responses: {
        200: { description: 'Usage', content: json('UsageReport') },
        400: error('days out of range', ['usage_days_invalid']),
        401: unauthorized,
        404: noAccount,
      },
    },
  },
  '/gateway/api-key/rotate': {
    post: {
      summary: 'Replace the API key at once; repeating the same request answers the same new key',
      security: bearer,
      requestBody: { required: true, content: json('KeyRotationRequest') },
      responses: {
        200: { description: 'The new key', content: json('KeyRotationResponse') },
        400: error('Malformed body', ['invalid_request']),
        401: unauthorized,
        404: noAccount,
        409: error('currentKey is neither the key nor the one just replaced', ['api_key_stale']),
      },
    },
  },
  '/gateway/api-key/check': {
    get: {
      summary: 'Whether an API key is accepted (Authorization: Bearer <API key>)',
      security: [{ apiKey: [] }],
      responses: {
        200: { description: 'Accepted', content: json('KeyCheckResponse') },
        401: error('Missing, unknown or replaced key', ['api_key_missing', 'api_key_invalid']),
      },
    },
  },
  '/gateway/settings': {
    get: {
      summary: 'The user’s settings (low-credit threshold, default $5)',
      security: bearer,
      responses: {
        200: { description: 'Settings', content: json('Settings') },
        401: unauthorized,
        404: noAccount,
      },
    },
    post: {
      summary: 'Save the user’s settings',
      security: bearer,
      requestBody: { required: true, content: json('Settings') },
      responses: {
        200: { description: 'Saved settings', content: json('Settings') },
        400: error('Threshold out of range', ['threshold_invalid']),
        401: unauthorized,
        404: noAccount,
      },
    },
  },
};

export const USAGE_TEST_OPERATIONS: Record<string, Record<string, object>> = {
  '/__test__/usage': {
    post: {
      summary: 'Add usage to a user, charged like real usage (only with DEV_BACKEND_ALLOW_RESET=1)',
      requestBody: { required: true, content: json('UsageAppendRequest') },
      responses: {
        200: { description: 'Added; the balance after charging', content: json('UsageAppendResponse') },
        400: error('Malformed body', ['invalid_request']),
        404: noAccount,
      },
    },
  },
};
