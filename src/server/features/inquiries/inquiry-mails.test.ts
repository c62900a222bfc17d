import { describe, expect, it } from "vitest";
import { inquiryCopyMail, newInquiryMail, talentReplyMail } from "./inquiry-mails.ts";

const job = { kind: "TFP" as const, dateFrom: "2027-05-01", dateTo: null, location: "Köln", budget: null };
const hostile = `<img src=x onerror="alert(1)">`;

describe("inquiry mails", () => {
  it("escape every value a sender or talent wrote, in the text and the attributes", () => {
    const mails = [
      newInquiryMail(
        "t@x.example",
        { ...job, senderName: hostile, senderCompany: hostile, message: hostile },
        "https://v.example/dashboard/inquiries/1",
      ),
      inquiryCopyMail(
        "s@x.example",
        { talentName: hostile },
        'https://v.example/inquiry#a"b',
        "1 March 2027",
      ),
      talentReplyMail(
        "s@x.example",
        { senderName: hostile, talentName: hostile, message: hostile },
        "https://v.example/inquiry#t",
        "1 March 2027",
      ),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain("<img");
      expect(mail.html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
      expect(mail.text).toContain(hostile);
    }
    expect(mails[1]?.html).toContain('href="https://v.example/inquiry#a&#34;b"');
  });

  it("describe the job in one line", () => {
    const mail = newInquiryMail(
      "t@x.example",
      { ...job, senderName: "Mara", senderCompany: "", message: "Hi" },
      "u",
    );
    expect(mail.text).toContain("Time for Prints · 2027-05-01 · Köln · no budget given");
  });
});
