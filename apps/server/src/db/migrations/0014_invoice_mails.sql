CREATE TABLE "invoice_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"recipient" varchar(100) NOT NULL,
	"state" varchar(16) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" varchar(200) DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_mails" ADD CONSTRAINT "invoice_mails_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_mails_invoice_kind_uq" ON "invoice_mails" USING btree ("invoice_id","kind");--> statement-breakpoint
CREATE INDEX "invoice_mails_due_idx" ON "invoice_mails" USING btree ("state","next_attempt_at");