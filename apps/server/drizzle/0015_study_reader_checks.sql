ALTER TABLE "reader_checks" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reader_checks" ADD COLUMN "study_session_id" uuid;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "reader_check" jsonb;--> statement-breakpoint
ALTER TABLE "reader_checks" ADD CONSTRAINT "reader_checks_study_session_id_study_sessions_session_id_fk" FOREIGN KEY ("study_session_id") REFERENCES "public"."study_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_checks" ADD CONSTRAINT "reader_checks_studySessionId_unique" UNIQUE("study_session_id");