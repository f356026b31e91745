// A stand-in for a browser Worker in Node: an object answers through comlink over a real
// MessageChannel, so what crosses is really cloned or transferred, as it would be to a worker.
import { expose } from 'comlink';
import type { WorkerEndpoint } from '#client/lib/worker-pool';

const open = new Set<MessagePort>();

export class ChannelWorker {
  readonly endpoint: WorkerEndpoint;
  terminated = false;
  private readonly ports: MessagePort[];

  constructor(api: object) {
    const { port1, port2 } = new MessageChannel();
    this.ports = [port1, port2];
    this.ports.forEach((p) => open.add(p));
    expose(api, port1);
    this.endpoint = Object.assign(port2, { terminate: () => this.terminate() });
  }

  /** Like a terminated Worker: nothing more goes either way, calls under way never answer. */
  terminate() {
    this.terminated = true;
    for (const p of this.ports) {
      p.close();
      open.delete(p);
    }
  }

  /** What a Worker does when its script dies (e.g. out of memory). */
  crash(message: string) {
    this.ports[1]!.dispatchEvent(Object.assign(new Event('error'), { message }));
  }

  /** Closes every channel still open, so the test process can end. */
  static closeAll() {
    for (const p of open) p.close();
    open.clear();
  }
}
