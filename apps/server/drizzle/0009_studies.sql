CREATE TABLE "studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"exercise" text NOT NULL,
	"arms" jsonb NOT NULL,
	"allocation" text NOT NULL,
	"identification" text NOT NULL,
	"consent_text" text,
	"status" text DEFAULT 'open' NOT NULL,
	"ends_on" text,
	"allocation_block" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_collaborators" (
	"study_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_collaborators_study_id_user_id_pk" PRIMARY KEY("study_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "study_links" (
	"token" text PRIMARY KEY NOT NULL,
	"study_id" uuid NOT NULL,
	"arm" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"study_id" uuid NOT NULL,
	"arm" text NOT NULL,
	"link_identifier" text,
	"consented_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"participant_id" uuid NOT NULL,
	"stage_times" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_collaborators" ADD CONSTRAINT "study_collaborators_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_collaborators" ADD CONSTRAINT "study_collaborators_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_links" ADD CONSTRAINT "study_links_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_participants" ADD CONSTRAINT "study_participants_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_participant_id_study_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."study_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studies_owner_id_index" ON "studies" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "study_collaborators_user_id_index" ON "study_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "study_links_study_id_index" ON "study_links" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "study_participants_study_id_index" ON "study_participants" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "study_sessions_participant_id_index" ON "study_sessions" USING btree ("participant_id");