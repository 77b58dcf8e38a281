ALTER TABLE "course_submissions" ADD COLUMN "readers_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reader_checks" ADD COLUMN "course_submission_id" uuid;--> statement-breakpoint
ALTER TABLE "reader_checks" ADD CONSTRAINT "reader_checks_course_submission_id_course_submissions_id_fk" FOREIGN KEY ("course_submission_id") REFERENCES "public"."course_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_checks" ADD CONSTRAINT "reader_checks_courseSubmissionId_unique" UNIQUE("course_submission_id");