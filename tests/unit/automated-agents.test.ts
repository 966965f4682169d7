/** @jest-environment node */
import { isAutomated } from "../../redirects/traffic/misses"

// The twelve user agents the audit measured: the old hand-written pattern called the first seven
// readers (link previewers, Google's inspection tool, Lighthouse, Postman), which put their misses in
// `--from-log`'s readers' ranking. isbot calls them automated; browsers stay readers.

const CALLED_READERS_BEFORE = [
  `facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)`,
  `Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Google-InspectionTool/1.0;)`,
  `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse`,
  `PostmanRuntime/7.36.0`,
  `WhatsApp/2.23.20.0`,
  `Embedly/0.2`,
  `Slack-ImgProxy (+https://api.slack.com/robots)`,
]
const AUTOMATED_ALWAYS = [
  `Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)`,
  `Mozilla/5.0 (compatible; Bingbot/2.0; +http://www.bing.com/bingbot.htm)`,
  `curl/8.5.0`,
]
const BROWSERS = [
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36`,
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1`,
]

describe(`isAutomated`, () => {
  it.each([...CALLED_READERS_BEFORE, ...AUTOMATED_ALWAYS])(`counts %s as automated`, agent => {
    expect(isAutomated(agent)).toBe(true)
  })
  it.each(BROWSERS)(`counts %s as a reader`, agent => {
    expect(isAutomated(agent)).toBe(false)
  })
  it(`counts a request without an agent as automated`, () => {
    expect(isAutomated(``)).toBe(true)
    expect(isAutomated(`-`)).toBe(true)
  })
})
