import { startTestStack } from './stack';

export default async function globalSetup(): Promise<void> {
  const stack = await startTestStack();
  console.log(`Stack ready at ${stack.baseUrl}`);
}
