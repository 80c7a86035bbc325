import 'reflect-metadata';
import { startService } from '@site/nest-server-kit';
import { createApp } from './app.factory';

startService('auth-service', createApp);
