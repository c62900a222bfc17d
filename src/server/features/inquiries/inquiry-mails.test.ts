import { describe, expect, it } from "vitest";
import { inquiryCopyMail, newInquiryMail, talentReplyMail } from "./inquiry-mails.ts";

const job = { kind: "TFP" as const, dateFrom: "2027-05-01", dateTo: null, location: "Köln", budget: null };
const hostile = `<img src=x onerror="alert(1)">`;

describe("inquiry mails", () => {
  it("escape every value a sender or talent wrote, in the text and the attributes", () => {
    const mails = [
      newInquiryMail(
        { email: "t@x.example", language: "en" },
        { ...job, senderName: hostile, senderCompany: hostile, message: hostile },
        "https://v.example/dashboard/inquiries/1",
      ),
      inquiryCopyMail(
        { email: "s@x.example", language: "en" },
        { talentName: hostile },
        'https://v.example/inquiry#a"b',
        "2027-03-01T10:00:00.000Z",
      ),
      talentReplyMail(
        { email: "s@x.example", language: "en" },
        { senderName: hostile, talentName: hostile, message: hostile },
        "https://v.example/inquiry#t",
        "2027-03-01T10:00:00.000Z",
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
      { email: "t@x.example", language: "en" },
      { ...job, senderName: "Mara", senderCompany: "", message: "Hi" },
      "u",
    );
    expect(mail.text).toContain("Time for Prints · May 1, 2027 · Köln · no budget given");
  });

  it("write the job's dates and budget as the recipient's language writes them", () => {
    const details = { ...job, kind: "PAY" as const, dateTo: "2027-05-03", budget: 1200 };
    const english = newInquiryMail(
      { email: "t@x.example", language: "en" },
      { ...details, senderName: "Mara", senderCompany: "", message: "Hi" },
      "u",
    );
    expect(english.text).toContain("Paid Work · May 1, 2027 to May 3, 2027 · Köln · budget €1,200.00");
    const german = newInquiryMail(
      { email: "t@x.example", language: "de" },
      { ...details, senderName: "Mara", senderCompany: "", message: "Hi" },
      "u",
    );
    expect(german.subject).toBe("Neue Anfrage von Mara");
    expect(german.html).toContain('<html lang="de">');
    expect(german.text).toContain(
      "Bezahlter Auftrag · 1. Mai 2027 bis 3. Mai 2027 · Köln · Budget 1.200,00\u00a0€",
    );
  });
});
