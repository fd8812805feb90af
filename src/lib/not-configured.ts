/**
 * A service whose settings the environment does not give. The functions answer it as the service
 * being unavailable (503), never as a crash; the build stops with it.
 */
export class NotConfiguredError extends Error {
  readonly service: string;

  constructor(service: string, variable: string) {
    super(`${service} is not configured (${variable} is not set)`);
    this.name = 'NotConfiguredError';
    this.service = service;
  }
}
