import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FirstAdministratorSeeder } from './first-administrator.seeder';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/** auth.users and its one repository, the password rules that go with a user, and the first administrator. */
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersRepository, UsersService, PasswordHasher, FirstAdministratorSeeder],
  exports: [UsersRepository, UsersService, PasswordHasher],
})
export class UsersModule {}
