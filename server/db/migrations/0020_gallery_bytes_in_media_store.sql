ALTER TABLE "gallery_photos" DROP CONSTRAINT "gallery_photos_size_check";--> statement-breakpoint
ALTER TABLE "gallery_photos" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_size_check" CHECK ("gallery_photos"."bytes" is null or "gallery_photos"."size" = octet_length("gallery_photos"."bytes"));