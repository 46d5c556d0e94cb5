import type { ChildProcess } from 'node:child_process';

export declare function freePort(): Promise<number>;
export declare function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void>;
