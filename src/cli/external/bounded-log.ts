// A bot's stderr for one game, bounded: the first half of the allowance and the last half are kept,
// with a line saying how much was dropped between them (the start says how it began, the end how it
// failed). The last few hundred bytes are also kept across games, to say why a process died.
const TAIL_KEPT = 2048;

export class BoundedLog {
  #head: Buffer[] = [];
  #headBytes = 0;
  #tail: Buffer[] = [];
  #tailBytes = 0;
  #dropped = 0;
  #last = Buffer.alloc(0);

  constructor(readonly limitBytes: number) {}

  write(chunk: Buffer): void {
    this.#last = Buffer.concat([this.#last, chunk]).subarray(-TAIL_KEPT);
    const half = Math.floor(this.limitBytes / 2);
    if (this.#headBytes < half) {
      const take = chunk.subarray(0, half - this.#headBytes);
      this.#head.push(take);
      this.#headBytes += take.length;
      chunk = chunk.subarray(take.length);
      if (chunk.length === 0) return;
    }
    this.#tail.push(chunk);
    this.#tailBytes += chunk.length;
    while (this.#tailBytes - this.#tail[0].length >= half) {
      this.#tailBytes -= this.#tail[0].length;
      this.#dropped += this.#tail.shift()!.length;
    }
    if (this.#tailBytes > half) {
      const cut = this.#tailBytes - half;
      this.#tail[0] = this.#tail[0].subarray(cut);
      this.#tailBytes -= cut;
      this.#dropped += cut;
    }
  }

  /** Everything kept since the last call, then starts afresh. */
  take(): string {
    const text =
      Buffer.concat(this.#head).toString('utf8') +
      (this.#dropped ? `\n[... ${this.#dropped} bytes of stderr dropped ...]\n` : '') +
      Buffer.concat(this.#tail).toString('utf8');
    this.#head = [];
    this.#tail = [];
    this.#headBytes = this.#tailBytes = this.#dropped = 0;
    return text;
  }

  /** The last `bytes` written, whatever was taken. */
  tail(bytes: number): string {
    return this.#last.subarray(-bytes).toString('utf8');
  }
}
