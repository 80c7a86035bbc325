import 'reflect-metadata';
import { startService } from '@site/nest-server-kit';
import { createApp } from './app';

startService('enquiry-service', createApp);
