import { createServer } from 'node:net';
import type { WeatherService } from '../api/src/modules/spray-safety/weather-service';
import { startTestApi, type TestApi } from '../api/src/testing';
import { configWith, type GatewayConfig } from '../gateway/src/config';
import { type RunningGateway, startGateway } from '../gateway/src/server';

// The real api on a fresh database and the real gateway in front of it, on free ports.
export type Stack = { api: TestApi; gateway: RunningGateway; close(): Promise<void> };

export async function startStack(
  options: {
    cluStreamBatch?: number;
    apiUrl?: (api: TestApi) => Promise<string>;
    weather?: WeatherService;
    stripeWebhookSecret?: string;
    /** The clock the gateway keeps budgets by (a fixed one keeps a test inside one minute). */
    budgetClock?: () => number;
    /**
     * The gateway's own address is the product's public origin (WEB_ORIGIN), as deployed: the
     * OAuth issuer and its links name it. Otherwise the api's is http://localhost:4000.
     */
    gatewayIsPublic?: boolean;
    /** Webhook endpoints on this machine, as WEBHOOKS_ALLOW_LOOPBACK=true allows in development. */
    webhooksAllowLoopback?: boolean;
    /** Subscriptions one user or address may hold open on the gateway (STREAMS_PER_CLIENT). */
    streamsPerClient?: number;
    /** How long a client may take to send a request to the gateway (GATEWAY_*_TIMEOUT_MS). */
    deadlines?: Partial<GatewayConfig['deadlines']>;
  } = {},
): Promise<Stack> {
  const gatewayPort = options.gatewayIsPublic ? await freePort() : 0;
  const api = await startTestApi({
    ...(options.gatewayIsPublic ? { webOrigin: `http://127.0.0.1:${gatewayPort}` } : {}),
    cluStreamBatch: options.cluStreamBatch,
    webhooksAllowLoopback: options.webhooksAllowLoopback ?? false,
    ...(options.weather ? { weather: options.weather } : {}),
    ...(options.stripeWebhookSecret ? { stripeWebhookSecret: options.stripeWebhookSecret } : {}),
  });
  // A test may put something (a flaky network) between the gateway and the api.
  const apiUrl = options.apiUrl ? await options.apiUrl(api) : api.url;
  const gateway = await startGateway(
    configWith({
      apiUrl,
      port: gatewayPort,
      host: '127.0.0.1',
      webDist: '/nonexistent',
      ...(options.streamsPerClient ? { streamsPerClient: options.streamsPerClient } : {}),
      ...(options.deadlines ? { deadlines: { ...configWith({}).deadlines, ...options.deadlines } } : {}),
    }),
    options.budgetClock ? { now: options.budgetClock } : {},
  );
  return {
    api,
    gateway,
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}

/** A port free a moment ago, for a server whose address must be known before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type GraphQLAnswer<T> = {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  setCookies: string[];
};

/**
 * A client as a browser is one: it keeps the cookies the gateway sets and sends them back.
 * With `headers` (e.g. `x-session-mode: token`) it is a mobile or partner client.
 */
export class Client {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly url: string,
    private readonly bearer?: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  cookie(name: string) {
    return this.cookies.get(name);
  }

  /** Sets a cookie by hand, as if kept from an earlier session. */
  keepCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  /** Forgets a cookie, as a browser does when it expires. */
  expireCookie(name: string) {
    this.cookies.delete(name);
  }

  async request<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLAnswer<T>> {
    const cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...this.headers,
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const body = (await response.json()) as Omit<GraphQLAnswer<T>, 'status' | 'setCookies'>;
    return { status: response.status, ...body, setCookies };
  }
}
