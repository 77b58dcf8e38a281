CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coherence_user_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_stage" integer,
	"is_research" boolean DEFAULT false NOT NULL,
	"participant_name" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"messages" jsonb,
	"initial_text" text,
	"current_text" text,
	"question1_choice" text,
	"question1_details" text,
	"feedback1" text,
	"revision_after_question1" text,
	"question2_choice" text,
	"question2_details" text,
	"feedback2" text,
	"revision_after_question2" text,
	"question3_choice" text,
	"question3_details" text,
	"feedback3" text,
	"revision_after_question3" text,
	"question4_choice" text,
	"question4_details" text,
	"feedback4" text,
	"revision_after_question4" text,
	"question5_choice" text,
	"question5_details" text,
	"feedback5" text,
	"revision_after_question5" text,
	"final_text" text,
	"reflection_answer1" text,
	"reflection_answer2" text,
	"reflection_answer3" text,
	"reflection_answer4" text,
	"reflection_open_response" text
);
--> statement-breakpoint
CREATE TABLE "critical_thinking_user_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_stage" integer,
	"is_research" boolean DEFAULT false NOT NULL,
	"participant_name" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"messages" jsonb,
	"initial_summary" text,
	"current_summary" text,
	"question1_answer" text,
	"feedback1" text,
	"revision_after_question1" text,
	"question2_answer" text,
	"feedback2" text,
	"revision_after_question2" text,
	"question3_answer" text,
	"feedback3" text,
	"revision_after_question3" text,
	"question4_answer" text,
	"feedback4" text,
	"revision_after_question4" text,
	"question5_answer" text,
	"feedback5" text,
	"revision_after_question5" text,
	"final_summary" text,
	"reflection_answer1" text,
	"reflection_answer2" text,
	"reflection_answer3" text,
	"reflection_answer4" text,
	"reflection_open_response" text
);
--> statement-breakpoint
CREATE TABLE "dejargonizer_user_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dictionary" text NOT NULL,
	"text" text,
	"result_text" text,
	"total_words" integer,
	"rare_words" integer,
	"mid_range_words" integer,
	"jargon_score" integer
);
--> statement-breakpoint
CREATE TABLE "ethics_user_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_stage" integer,
	"is_research" boolean DEFAULT false NOT NULL,
	"participant_name" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"messages" jsonb,
	"target_audience" text,
	"detailed_audience" text,
	"original_text" text,
	"mitigate_text" text,
	"mitigate_text_gpt3" text,
	"final_text" text,
	"which_is_better" text,
	"why_is_better" text,
	"additional_information" text
);
--> statement-breakpoint
CREATE TABLE "halflife_user_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_stage" integer,
	"is_research" boolean DEFAULT false NOT NULL,
	"participant_name" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"messages" jsonb,
	"variant" text,
	"target_audience" text,
	"text120_first" text,
	"text120_first_gpt3" text,
	"text120_first_jargon" text,
	"text120_first_jargon_score" real,
	"text60" text,
	"text60_gpt3" text,
	"text60_jargon" text,
	"text60_jargon_score" real,
	"text30" text,
	"text30_gpt3" text,
	"text30_jargon" text,
	"text30_jargon_score" real,
	"text120_last" text,
	"text120_last_jargon" text,
	"text120_last_jargon_score" real,
	"which_is_better" text
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persuasive_user_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_stage" integer,
	"is_research" boolean DEFAULT false NOT NULL,
	"participant_name" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"messages" jsonb,
	"target_audience" text,
	"detailed_audience" text,
	"original_text" text,
	"text_logos" text,
	"text_audience_interests" text,
	"pathos_interests_reflected" text,
	"text_pathos" text,
	"ethos_affiliation" text,
	"ethos_affiliation_reflected" text,
	"text_ethos" text,
	"which_is_better" text,
	"why_is_better" text,
	"additional_information" text,
	"what_you_have_learnt" text,
	"original_text_jargon" text,
	"text_logos_gpt3" text,
	"text_pathos_gpt3" text,
	"text_ethos_gpt3" text
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" text PRIMARY KEY NOT NULL,
	"task_type" text NOT NULL,
	"task_id" uuid NOT NULL,
	"created_by" text NOT NULL,
	"is_revoked" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"two_factor_enabled" boolean DEFAULT false,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "user_demographics" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text,
	"gender" text,
	"age" text,
	"academic_background" text,
	"first_language" text,
	"country" text,
	"field_of_study" text,
	"goals" text,
	"acceptTermsPrivacyPolicy" boolean DEFAULT false NOT NULL,
	"rejectSaveData" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"starts" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coherence_user_interactions" ADD CONSTRAINT "coherence_user_interactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critical_thinking_user_interactions" ADD CONSTRAINT "critical_thinking_user_interactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dejargonizer_user_interactions" ADD CONSTRAINT "dejargonizer_user_interactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ethics_user_interactions" ADD CONSTRAINT "ethics_user_interactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD CONSTRAINT "halflife_user_interactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persuasive_user_interactions" ADD CONSTRAINT "persuasive_user_interactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_demographics" ADD CONSTRAINT "user_demographics_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_index" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coherence_user_interactions_user_id_index" ON "coherence_user_interactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "critical_thinking_user_interactions_user_id_index" ON "critical_thinking_user_interactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dejargonizer_user_interactions_user_id_index" ON "dejargonizer_user_interactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ethics_user_interactions_user_id_index" ON "ethics_user_interactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "halflife_user_interactions_user_id_index" ON "halflife_user_interactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "page_views_created_at_index" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "persuasive_user_interactions_user_id_index" ON "persuasive_user_interactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_index" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shares_created_by_index" ON "shares" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "verification_identifier_index" ON "verification" USING btree ("identifier");