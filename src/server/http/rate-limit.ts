// A token bucket per caller (per seat token, or per address for calls without one): `burst` requests
// at once, refilled at `perSecond`. Idle buckets are forgotten.

export interface RateLimitConfig {
  perSecond: number;
  burst: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private sweeps = 0;

  constructor(
    private readonly config: RateLimitConfig,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Takes one request from `key`'s bucket; returns 0 if allowed, else the seconds to wait. */
  take(key: string): number {
    const b = this.refill(key);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - b.tokens) / this.config.perSecond);
  }

  /** Like `take`, without taking: 0 if a request of `key` would be allowed now, else the seconds to wait. */
  peek(key: string): number {
    const b = this.refill(key);
    return b.tokens >= 1 ? 0 : Math.ceil((1 - b.tokens) / this.config.perSecond);
  }

  private refill(key: string): Bucket {
    const now = this.clock();
    const { perSecond, burst } = this.config;
    let b = this.buckets.get(key);
    if (b === undefined) {
      b = { tokens: burst, at: now };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    if (++this.sweeps % 1000 === 0) this.forgetIdle(now);
    return b;
  }

  private forgetIdle(now: number): void {
    const full = (this.config.burst / this.config.perSecond) * 1000;
    for (const [k, b] of this.buckets) if (now - b.at > full) this.buckets.delete(k);
  }
}
