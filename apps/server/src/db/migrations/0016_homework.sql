CREATE TABLE "homework_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"homework_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"state" varchar(16) NOT NULL,
	"items" jsonb NOT NULL,
	"auto_score" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"comment" text DEFAULT '' NOT NULL,
	"graded_by" bigint,
	"submitted_at" timestamp with time zone NOT NULL,
	"graded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "homework_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"homework_id" bigint NOT NULL,
	"sort" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homeworks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"course_id" bigint NOT NULL,
	"created_by" bigint,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"total_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homework_answers" ADD CONSTRAINT "homework_answers_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_answers" ADD CONSTRAINT "homework_answers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_answers" ADD CONSTRAINT "homework_answers_graded_by_members_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_questions" ADD CONSTRAINT "homework_questions_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "homework_answers_member_uq" ON "homework_answers" USING btree ("homework_id","member_id");--> statement-breakpoint
CREATE INDEX "homework_answers_member_idx" ON "homework_answers" USING btree ("member_id","submitted_at");--> statement-breakpoint
CREATE INDEX "homework_answers_state_idx" ON "homework_answers" USING btree ("homework_id","state","submitted_at");--> statement-breakpoint
CREATE INDEX "homework_questions_homework_idx" ON "homework_questions" USING btree ("homework_id","sort");--> statement-breakpoint
CREATE INDEX "homeworks_course_due_idx" ON "homeworks" USING btree ("course_id","due_at");