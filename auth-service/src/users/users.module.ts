import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module';
import { FirstAdministratorSeeder } from './first-administrator.seeder';
import { PasswordHasher } from './password-hasher';
import { UserAdministrationService } from './user-administration.service';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), SessionsModule],
  controllers: [UsersController],
  providers: [UsersService, PasswordHasher, FirstAdministratorSeeder, UserAdministrationService],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}
