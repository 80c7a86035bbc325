import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module';
import { AdminUserSeeder } from './admin-user.seeder';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), SessionsModule],
  providers: [UsersService, PasswordHasher, AdminUserSeeder],
  exports: [UsersService],
})
export class UsersModule {}

