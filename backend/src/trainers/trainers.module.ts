import { Module } from '@nestjs/common';
import { TrainersAdminController } from '@/trainers/trainers.admin.controller';
import { TrainersRepository } from '@/trainers/trainers.repository';
import { TrainersService } from '@/trainers/trainers.service';

@Module({
  controllers: [TrainersAdminController],
  providers: [TrainersRepository, TrainersService],
})
export class TrainersModule {}
