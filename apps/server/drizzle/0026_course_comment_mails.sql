CREATE TABLE "course_comment_mails" (
	"course_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"submission_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"waiting_since" timestamp with time zone,
	"sending_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sending_since" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "course_comment_mails_course_id_student_id_pk" PRIMARY KEY("course_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "course_comment_mails" ADD CONSTRAINT "course_comment_mails_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_comment_mails" ADD CONSTRAINT "course_comment_mails_student_id_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_comment_mails_waiting_since_index" ON "course_comment_mails" USING btree ("waiting_since");