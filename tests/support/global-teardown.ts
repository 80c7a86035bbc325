import { stopTestStack } from './stack';

export default async function globalTeardown(): Promise<void> {
  await stopTestStack();
}
