import ConstraintLayout
import Foundation
import Testing

// The ConstraintLayout library's README code, compiled as written with `UIView` replaced by
// `LayoutView` and the placeholders filled.

class MyView: LayoutView, DeclarativeLayout {

    init() {
        super.init(frame: .zero)
        prepareLayout()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var layout: Layout {
        Layout {
            myChildView
            myOtherChildView
            if myLayoutInput {
                myThirdChildView
            }
        } layout: { myChildView, myOtherChildView, myThirdChildView in
            myChildView.leading.equalToSuperview().offset(10)
            myOtherChildView.edges.equalTo(myChildView)
            // unfortunately it's necessary to have a little boilerplate here so we can use if-let.
            if let myThirdChildView = myThirdChildView.unwrapped {
                myThirdChildView.edges.equalToSuperview()
            }
            // and so on
        }
    }

    @LayoutInput
    var myLayoutInput = false

    let myChildView = LayoutView()
    let myOtherChildView = LayoutView()
    let myThirdChildView = LayoutView()
}

@Suite struct ConstraintLayoutReadmeCodeTests {
    @Test func theMinimalImplementationInsertsItsViewsAndTheConditionalOneOnDemand() {
        let host = MyView()
        host.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        host.myChildView.fixedIntrinsicContentSize = CGSize(width: 50, height: 20)
        host.layoutIfNeeded()
        #expect(
            host.subviews.map(ObjectIdentifier.init)
                == [host.myChildView, host.myOtherChildView].map(ObjectIdentifier.init))
        #expect(host.myChildView.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
        #expect(host.myOtherChildView.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
        host.myLayoutInput = true
        host.layoutIfNeeded()
        #expect(host.subviews.count == 3 && host.subviews[2] === host.myThirdChildView)
        #expect(host.myThirdChildView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        host.myLayoutInput = false
        host.layoutIfNeeded()
        #expect(host.myThirdChildView.superview == nil)
    }

    @Test func theConstraintsLabelOfTheLaterDocumentationWorksToo() {
        final class Later: LayoutView, DeclarativeLayout {
            let child = LayoutView()
            var layout: Layout {
                Layout {
                    child
                } constraints: { child in
                    child.edges.equalToSuperview().inset(5)
                }
            }
        }
        let host = Later(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        host.prepareLayout()
        host.layoutIfNeeded()
        #expect(host.child.frame == CGRect(x: 5, y: 5, width: 90, height: 50))
    }
}
