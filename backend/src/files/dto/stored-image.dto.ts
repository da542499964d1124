import { ApiProperty } from '@nestjs/swagger';

export class ImageRenditionDto {
  @ApiProperty({ example: 640 }) width: number;
  @ApiProperty({ example: '/uploads/0b8e…-640.webp' }) url: string;
}

/** What ImageUploadService.receive() stored: the re-encoded original and its WebP renditions. */
export class StoredImageDto {
  @ApiProperty({ example: '/uploads/0b8e…​.jpg' }) photoURL: string;
  @ApiProperty() width: number;
  @ApiProperty() height: number;
  @ApiProperty({ type: [ImageRenditionDto] }) renditions: ImageRenditionDto[];
  @ApiProperty({ example: '/uploads/0b8e…-320.webp 320w, /uploads/0b8e…-640.webp 640w' })
  srcset: string;
}
